# No import circles in firmware/: a file never imports, at its top or inside a function, a file
# that imports it back. Each circle is two files that cannot be read, tested or loaded alone, and
# on a Pico it decides what sits in the heap together.
import ast
import os

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")


def modules(root):
    """{module name: path} for every .py under root (a package by its own name)."""
    found = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                module = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                found[module[: -len(".__init__")] if module.endswith(".__init__") else module] = path
    return found


def imports(module, path, known):
    """The modules of known that module imports anywhere in its file (lazy imports included).
    `from p import n` imports p.n when that is a module, else takes the name n from p; the
    packages above an imported module load first, but are not counted: they are not circles
    (a package's face importing its own files)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                found.add(base + "." + alias.name if base + "." + alias.name in known else base)
    return {name for name in found if name in known and name != module}


def graph(root):
    known = modules(root)
    return {module: imports(module, path, known) for module, path in known.items()}


def groups(edges):
    """The groups of modules that reach each other through imports (Tarjan's strongly
    connected components of more than one module), each sorted."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(v):  # the firmware's graph is small: recursion depth stays far below the limit
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(sorted(group) for group in groups)


def circles(edges):
    """One circle (a list of modules, the first repeated at the end) through each group, sorted."""
    return sorted(_one_circle(edges, set(group)) for group in groups(edges))


def _one_circle(edges, group):
    # The shortest way back to the group's first module, by a breadth-first walk inside it.
    start = min(group)
    came = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges[v] & group):
            if w == start:
                path = [v]
                while came[path[-1]] is not None:
                    path.append(came[path[-1]])
                return path[::-1] + [start]
            if w not in came:
                came[w] = v
                queue.append(w)
    raise AssertionError("a strongly connected group without a way back: %s" % sorted(group))


def test_the_firmware_has_no_import_circle():
    edges = graph(FIRMWARE)
    found = [
        "%s (all that reach each other: %s)" % (" -> ".join(_one_circle(edges, set(g))), ", ".join(g))
        for g in groups(edges)
    ]
    assert not found, "import circles in firmware/ (a lower file must not import a higher one):\n" + "\n".join(found)


def test_a_circle_through_a_lazy_or_relative_import_is_named(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("from pkg import face_helper\n")
    (package / "face_helper.py").write_text("X = 1\n")
    (package / "low.py").write_text("def later():\n    from .high import Y\n    return Y\n")
    (package / "high.py").write_text("from pkg.low import later\nY = 2\n")
    (package / "alone.py").write_text("import pkg.high\n")
    assert circles(graph(str(tmp_path))) == [["pkg.high", "pkg.low", "pkg.high"]]
