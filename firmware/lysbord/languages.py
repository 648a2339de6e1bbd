# Naming a language: the codes a player or a locale variable may give (nb_NO.UTF-8, no, German) and
# each language's own name. Apart from lysbord.i18n so the words in use cost the heap only themselves.
from lysbord.i18n import LANGUAGES, PSEUDO

NAMES = {"en": "English", "nb": "norsk bokmål", "da": "dansk", "pl": "polski", "de": "Deutsch"}
ALIASES = {"no": "nb", "nn": "nb", "nob": "nb", "nno": "nb", "dan": "da", "pol": "pl", "deu": "de", "ger": "de"}
_ENGLISH_NAMES = {"english": "en", "norwegian": "nb", "danish": "da", "polish": "pl", "german": "de"}


def code_of(text):
    """The language code text names (nb, nb_NO.UTF-8, no, de-DE, German ...), or None."""
    word = text.strip().lower().replace("-", "_")
    word = word.split(".")[0].split("@")[0].split("_")[0]
    word = ALIASES.get(word, word)
    if word in LANGUAGES or word == PSEUDO:
        return word
    for code in LANGUAGES:  # a language's own name or its English one
        if word == NAMES[code].split()[0].lower():
            return code
    return _ENGLISH_NAMES.get(word)


def from_environment(values):
    """The language of the first set locale variable among values (LC_ALL, LC_MESSAGES, LANG's
    values in that order): English for C, POSIX or a language without a table, never an error."""
    for value in values:
        if value:
            return code_of(value) or "en"
    return "en"
