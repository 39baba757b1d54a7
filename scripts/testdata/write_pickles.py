"""Issue 39 test data for src/bodyplan/recording/labFiles/hdf5/pythonPickle.ts: real Python pickles
of the values pandas stores in PyTables attributes (and more), in protocols 0 to 5, plus pickles that
would run code when unpickled (never unpickled here: only dumped). Writes
test-data/lab-files/hdf5/pickles.json: [{ name, protocol, hex, expected (JSON, tuples as lists) }].

Run: /usr/bin/python3 scripts/testdata/write_pickles.py
"""
import json
import os
import pickle

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test-data", "lab-files", "hdf5", "pickles.json")

columns = [("DLC_resnet50_flyJan1shuffle1_100000", "lf_claw", c) for c in ("x", "y", "likelihood")]
values = {
    "non_index_axes": [(1, columns)],
    "info": {1: {"names": ["scorer", "bodyparts", "coords"], "type": "MultiIndex"}, "index": {}},
    "scalars": [None, True, False, 0, -1, 255, 65535, -(2 ** 31), 2 ** 40, -(2 ** 70), 1.5, -0.1, float("inf"), "", "caf\u00e9 \u00b5m \U0001F41F"],
    "bytes": b"\x00\xffraw",
    "shared": [["same"], ["same"]],
    "dict_str_keys": {"a": 1, "b": [2, 3], "c": {"d": None}},
    "frozen": frozenset([7]),
}


def jsonable(v):
    if isinstance(v, (list, tuple)):
        return [jsonable(x) for x in v]
    if isinstance(v, (set, frozenset)):
        return sorted(jsonable(x) for x in v)
    if isinstance(v, dict):
        return {"__dict__": [[jsonable(k), jsonable(x)] for k, x in v.items()]}
    if isinstance(v, bytes):
        return {"__bytes__": v.hex()}
    if isinstance(v, float) and v == float("inf"):
        return {"__float__": "inf"}
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) > 2 ** 53:
        return {"__bigint__": str(v)}
    return v


class RunsCode:
    def __reduce__(self):
        import os as _os
        return (_os.system, ("echo pickles can run code",))


entries = []
for name, value in values.items():
    if name == "shared":
        inner = ["same"]
        value = [inner, inner]  # one object twice: the memo's GET
    for protocol in range(0, 6):
        # Before protocol 3 (bytes) and 4 (frozenset) Python pickles these as a call of a global
        # (_codecs.encode, builtins.frozenset): the reader refuses them like any call.
        calls = (name == "bytes" and protocol < 3) or (name == "frozen" and protocol < 4)
        entries.append({"name": name, "protocol": protocol, "hex": pickle.dumps(value, protocol).hex(), "expected": None if calls else jsonable(value), "refused": calls})
for protocol in (0, 2, 5):
    entries.append({"name": "runs_code", "protocol": protocol, "hex": pickle.dumps(RunsCode(), protocol).hex(), "expected": None, "refused": True})
with open(OUT, "w") as f:
    json.dump(entries, f, indent=0)
print("wrote", OUT, len(entries), "pickles")
