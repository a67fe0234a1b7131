"""The type stubs cover everything: every name of `voidchess._native` and every public attribute of its
classes is in `_native.pyi`, and the stubs name nothing the module lacks; the pure-Python modules carry
their annotations inline (and `py.typed` says so)."""

import ast
import inspect
from pathlib import Path

import voidchess
from voidchess import _native


def stub_names():
    tree = ast.parse((Path(voidchess.__file__).parent / "_native.pyi").read_text())
    module, classes = set(), {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            module.add(node.name)
            members = set()
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    members.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    members.add(item.target.id)
            classes[node.name] = members
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            module.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            module.add(node.target.id)
    return module, classes


def test_the_stubs_name_every_name_of_the_module():
    module, classes = stub_names()
    public = {n for n in dir(_native) if not n.startswith("_") or n == "__version__"}
    assert public == module
    for name, members in classes.items():
        cls = getattr(_native, name)
        own = {n for n, _ in inspect.getmembers(cls)
               if (not n.startswith("_") or n in ("_repr_svg_",)) and n not in dir(object)}
        assert own == members - {"__init__", "__eq__"}, name


def test_the_package_is_marked_typed():
    assert (Path(voidchess.__file__).parent / "py.typed").exists()


def test_the_python_modules_are_annotated():
    import voidchess.cases
    import voidchess.check
    import voidchess.engines
    import voidchess.errors
    import voidchess.testing

    for module in (voidchess.cases, voidchess.check, voidchess.engines, voidchess.errors, voidchess.testing):
        for name, f in inspect.getmembers(module, inspect.isfunction):
            if f.__module__ != module.__name__ or name.startswith("_"):
                continue
            sig = inspect.signature(f)
            assert sig.return_annotation is not inspect.Signature.empty, f"{module.__name__}.{name}"
            for p in sig.parameters.values():
                assert p.annotation is not inspect.Parameter.empty, f"{module.__name__}.{name}({p.name})"
