"""Issue 39 test data: DeepLabCut's .h5 outputs, written by pandas + PyTables exactly as DeepLabCut
writes them (DataFrame.to_hdf(path, "df_with_missing", format="table", mode="w")), from the pixels
that scripts/testdata/flyLabPixels.ts projected (test-data/lab-files/deeplabcut/fly-session.json).

Writes into test-data/lab-files/deeplabcut/:
  trial1-cam{A..D}DLC_resnet50_flyJan1shuffle1_100000.h5      one single-animal 2D file per camera
  trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.h5   camera A after a 5-frame median filter
  trial1-camADLC_dlcrnetms5_flyJan1shuffle1_100000_el.h5       multi-animal: individuals fly1, fly2
  trial1_DLC_3D.h5 and trial1_DLC_3D.csv                        DeepLabCut 3D (coords x, y, z)
  trial1-camA-fixed-format.h5                                    camera A in pandas' "fixed" format
and into test-data/lab-files/hdf5/: not-a-lab-file.h5 (an HDF5 file of another kind),
pandas-not-deeplabcut.h5 (a pandas table with other columns), hostile-pickle.h5 (a DeepLabCut file
whose pickled attribute would run a command), long-recording-100k-frames.h5 (100,000 frames).

Run with Debian's python (pandas 1.5, PyTables 3.7, h5py 3.7): /usr/bin/python3 scripts/testdata/write_deeplabcut_h5.py
"""
import json
import os

import h5py
import numpy as np
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "test-data", "lab-files", "deeplabcut")
OTHER = os.path.join(HERE, "..", "..", "test-data", "lab-files", "hdf5")

with open(os.path.join(OUT, "fly-session.json")) as f:
    session = json.load(f)
parts = session["parts"]
scorer = session["scorer"]
trial = session["trial"]


def camera_array(camera):
    """frames x parts x 3 (x, y, likelihood); a null point is NaN."""
    return np.array(
        [[p if p is not None else [np.nan, np.nan, np.nan] for p in frame] for frame in camera["frames"]],
        dtype=float,
    )


def frame_2d(scorer_name, data, individuals=None):
    """DeepLabCut's column MultiIndex: scorer/bodyparts/coords, or scorer/individuals/bodyparts/coords."""
    if individuals is None:
        columns = pd.MultiIndex.from_product([[scorer_name], parts, ["x", "y", "likelihood"]], names=["scorer", "bodyparts", "coords"])
        values = data.reshape(data.shape[0], -1)
    else:
        columns = pd.MultiIndex.from_product(
            [[scorer_name], individuals, parts, ["x", "y", "likelihood"]], names=["scorer", "individuals", "bodyparts", "coords"]
        )
        values = np.concatenate([d.reshape(d.shape[0], -1) for d in data], axis=1)
    return pd.DataFrame(values, columns=columns, index=np.arange(values.shape[0]))


def to_deeplabcut_h5(df, name):
    df.to_hdf(os.path.join(OUT, name), "df_with_missing", format="table", mode="w")


cameras = {camera["name"]: camera_array(camera) for camera in session["cameras"]}
for name, data in cameras.items():
    to_deeplabcut_h5(frame_2d(scorer, data), f"{trial}-cam{name}{scorer}.h5")

# DeepLabCut's filterpredictions (filtertype="median", windowlength=5): x and y filtered, likelihood kept.
raw = frame_2d(scorer, cameras["A"])
filtered = raw.copy()
for column in raw.columns:
    if column[-1] in ("x", "y"):
        filtered[column] = raw[column].rolling(5, center=True, min_periods=1).median()
to_deeplabcut_h5(filtered, f"{trial}-camA{scorer}_filtered.h5")

# Multi-animal: a second fly 300 px right and 40 px down of the first, with its own noise.
rng = np.random.default_rng(39)
second = cameras["A"].copy()
second[..., 0] += 300 + rng.normal(0, 0.5, second.shape[:2])
second[..., 1] += 40 + rng.normal(0, 0.5, second.shape[:2])
second[..., 2] = np.clip(second[..., 2] - 0.05, 0, 1)
second = np.round(second, 4)
ma_scorer = "DLC_dlcrnetms5_flyJan1shuffle1_100000"
to_deeplabcut_h5(frame_2d(ma_scorer, [cameras["A"], second], ["fly1", "fly2"]), f"{trial}-camA{ma_scorer}_el.h5")

# DeepLabCut 3D (triangulate): scorer "DLC_3D", coords x, y, z in the calibration's units.
points = np.array(session["keypoints3d"], dtype=float)
columns_3d = pd.MultiIndex.from_product([["DLC_3D"], parts, ["x", "y", "z"]], names=["scorer", "bodyparts", "coords"])
df_3d = pd.DataFrame(points.reshape(points.shape[0], -1), columns=columns_3d, index=np.arange(points.shape[0]))
df_3d.iloc[12, 3:6] = np.nan  # a point the cameras could not triangulate
to_deeplabcut_h5(df_3d, f"{trial}_DLC_3D.h5")
df_3d.to_csv(os.path.join(OUT, f"{trial}_DLC_3D.csv"))

# pandas' other HDF5 layout ("fixed"), which DeepLabCut does not write but other pipelines do.
raw.iloc[:10].to_hdf(os.path.join(OUT, f"{trial}-camA-fixed-format.h5"), "df_with_missing", format="fixed", mode="w")

os.makedirs(OTHER, exist_ok=True)
with h5py.File(os.path.join(OTHER, "not-a-lab-file.h5"), "w") as f:
    f.create_dataset("images", data=np.zeros((2, 8, 8), dtype=np.uint8))
    f.create_dataset("exposure_ms", data=np.array([4.0, 4.0]))
    f.create_group("calibration").attrs["camera"] = "A"
# A pandas table that is not DeepLabCut's (flat columns), and a DeepLabCut file whose pickled column
# attribute was replaced by a pickle that would call os.system if unpickled (it must be refused).
pd.DataFrame({"time": [0.0, 0.01], "speed": [1.5, 1.75]}).to_hdf(os.path.join(OTHER, "pandas-not-deeplabcut.h5"), "df_with_missing", format="table", mode="w")
hostile = os.path.join(OTHER, "hostile-pickle.h5")
raw.iloc[:3].to_hdf(hostile, "df_with_missing", format="table", mode="w")
with h5py.File(hostile, "r+") as f:
    f["df_with_missing"].attrs["non_index_axes"] = np.string_("cos\nsystem\n(S'echo pickles can run code'\ntR.")
# A long recording (100,000 frames, 3 parts) to check that reading goes by slices: DeepLabCut's
# columns, but zlib-compressed and without PyTables' row index so that it stays small (167 kB).
n = 100000
f = np.arange(n)
long_parts = ["head", "thorax", "lf_claw"]
long_values = []
for p in range(len(long_parts)):
    long_values += [(f + 37 * p) % 640 + 0.5, (3 * f + 11 * p) % 480 + 0.25, np.where(f % 1000 == 999, 0.05, 0.95)]
long_columns = pd.MultiIndex.from_product([[scorer], long_parts, ["x", "y", "likelihood"]], names=["scorer", "bodyparts", "coords"])
pd.DataFrame(np.stack(long_values, 1), columns=long_columns).to_hdf(
    os.path.join(OTHER, "long-recording-100k-frames.h5"), "df_with_missing", format="table", mode="w", complevel=9, complib="zlib", index=False
)
print("wrote", sorted(os.listdir(OUT)), "and", sorted(os.listdir(OTHER)))
