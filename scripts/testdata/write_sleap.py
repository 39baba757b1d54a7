"""Issue 39 test data: SLEAP's files for camera A of the fly session (test-data/lab-files/deeplabcut/
fly-session.json, made by scripts/testdata/flyLabPixels.ts), two flies tracked as track_0 / track_1,
written with h5py in SLEAP's own layouts:

  fly.v001.000_trial1-camA.analysis.h5   `sleap-convert --format analysis`: tracks (tracks, 2, nodes,
                                         frames), track_occupancy (frames, tracks), point_scores
                                         (tracks, nodes, frames): SLEAP transposes for MATLAB
  fly.predictions.slp                    the labels file: metadata attrs, videos_json, tracks_json,
                                         frames / instances / points / pred_points compound datasets

The second fly is the first 300 px right and 40 px down. In the .slp, frame 10 of track_0 also has a
user-labeled instance (the prediction moved by +2 px: the user's correction, which wins), and frame 5
an untracked prediction (track -1) that no track picks up.

Run: /usr/bin/python3 scripts/testdata/write_sleap.py
"""
import json
import os

import h5py
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "..", "test-data", "lab-files", "deeplabcut", "fly-session.json")
OUT = os.path.join(HERE, "..", "..", "test-data", "lab-files", "sleap")
os.makedirs(OUT, exist_ok=True)

with open(SOURCE) as f:
    session = json.load(f)
nodes = session["parts"]
camera = next(c for c in session["cameras"] if c["name"] == "A")
first = np.array([[p if p is not None else [np.nan] * 3 for p in frame] for frame in camera["frames"]], dtype=float)
second = first.copy()
second[..., 0] += 300
second[..., 1] += 40
second[..., 2] = np.round(second[..., 2] * 0.97, 4)
flies = [first, second]  # per track: frames x nodes x (x, y, score)
track_names = ["track_0", "track_1"]
n_frames, n_nodes = first.shape[:2]
video = "trial1-camA.mp4"

# ---- analysis .h5, as sleap/info/write_tracking_h5.py builds and transposes it ----
locations = np.full((n_frames, n_nodes, 2, 2), np.nan)
point_scores = np.full((n_frames, n_nodes, 2), np.nan)
occupancy = np.zeros((2, n_frames), dtype=np.uint8)
instance_scores = np.full((n_frames, 2), np.nan)
for t, fly in enumerate(flies):
    locations[..., t] = fly[..., :2]
    point_scores[..., t] = fly[..., 2]
    occupancy[t] = 1
    instance_scores[:, t] = np.nanmean(fly[..., 2], axis=1)
# track_1 is not found in the last 3 frames.
occupancy[1, -3:] = 0
locations[-3:, ..., 1] = np.nan
point_scores[-3:, :, 1] = np.nan
instance_scores[-3:, 1] = np.nan
edges = [(nodes[i], nodes[i + 1]) for i in range(n_nodes - 1) if nodes[i][:2] == nodes[i + 1][:2]]
with h5py.File(os.path.join(OUT, "fly.v001.000_trial1-camA.analysis.h5"), "w") as f:
    f.create_dataset("track_names", data=[np.string_(n) for n in track_names])
    f.create_dataset("node_names", data=[np.string_(n) for n in nodes])
    f.create_dataset("edge_names", data=[[np.string_(a), np.string_(b)] for a, b in edges])
    f.create_dataset("edge_inds", data=np.array([[nodes.index(a), nodes.index(b)] for a, b in edges]).T)
    for key, value in [
        ("tracks", locations),
        ("track_occupancy", occupancy),
        ("point_scores", point_scores),
        ("instance_scores", instance_scores),
        ("tracking_scores", np.where(np.isnan(instance_scores), np.nan, 0.9)),
    ]:
        f.create_dataset(key, data=np.transpose(value), compression="gzip", compression_opts=9)
    f.create_dataset("labels_path", data="fly.predictions.slp")
    f.create_dataset("video_path", data=video)
    f.create_dataset("video_ind", data=0)
    f.create_dataset("provenance", data=json.dumps({"sleap_version": "1.3.3"}))

# ---- .slp labels file ----
frame_dtype = np.dtype([("frame_id", "u8"), ("video", "u4"), ("frame_idx", "u8"), ("instance_id_start", "u8"), ("instance_id_end", "u8")])
instance_dtype = np.dtype(
    [("instance_id", "i8"), ("instance_type", "u1"), ("frame_id", "u8"), ("skeleton", "u4"), ("track", "i4"),
     ("from_predicted", "i8"), ("score", "f4"), ("point_id_start", "u8"), ("point_id_end", "u8"), ("tracking_score", "f4")]
)
point_dtype = np.dtype([("x", "f8"), ("y", "f8"), ("visible", "?"), ("complete", "?")])
pred_point_dtype = np.dtype([("x", "f8"), ("y", "f8"), ("visible", "?"), ("complete", "?"), ("score", "f8")])

frames, instances, points, pred_points = [], [], [], []


def add_instance(frame_id, track, fly_points, predicted, from_predicted=-1):
    instance_id = len(instances)
    target = pred_points if predicted else points
    start = len(target)
    for x, y, score in fly_points:
        visible = not (np.isnan(x) or np.isnan(y))
        if predicted:
            target.append((x, y, visible, False, score))
        else:
            target.append((x, y, visible, True))
    score = float(np.nanmean(fly_points[:, 2])) if predicted else 0.0
    instances.append((instance_id, 1 if predicted else 0, frame_id, 0, track, from_predicted, score, start, len(target), 0.9 if predicted else 0.0))
    return instance_id


for frame_idx in range(n_frames):
    frame_id = len(frames)
    start = len(instances)
    # SLEAP lists a frame's user instances before its predictions.
    if frame_idx == 10:
        corrected = flies[0][frame_idx].copy()
        corrected[:, :2] += 2.0
        add_instance(frame_id, 0, corrected, predicted=False, from_predicted=start + 1)
    for t, fly in enumerate(flies):
        if occupancy[t, frame_idx]:
            add_instance(frame_id, t, fly[frame_idx], predicted=True)
    if frame_idx == 5:
        add_instance(frame_id, -1, flies[0][frame_idx] + [600, 0, 0], predicted=True)
    frames.append((frame_id, 0, frame_idx, start, len(instances)))

skeleton = {
    "directed": True,
    "graph": {"name": "fly30", "num_edges_inserted": len(edges)},
    "links": [{"edge_insert_idx": i, "key": 0, "source": nodes.index(a), "target": nodes.index(b), "type": {"py/reduce": [{"py/type": "sleap.skeleton.EdgeType"}, {"py/tuple": [1]}]} if i == 0 else {"py/id": 1}} for i, (a, b) in enumerate(edges)],
    "multigraph": True,
    "nodes": [{"id": i} for i in range(n_nodes)],
}
metadata = {
    "version": "2.0.0",
    "skeletons": [skeleton],
    "nodes": [{"name": n, "weight": 1.0} for n in nodes],
    "videos": [],
    "tracks": [],
    "suggestions": [],
    "negative_anchors": {},
    "provenance": {"sleap_version": "1.3.3", "model_paths": ["models/fly.centroid", "models/fly.centered_instance"]},
}
video_json = {
    "backend": {"filename": video, "grayscale": False, "bgr": True, "dataset": "", "input_format": "", "fps": session["fps"]},
    "filename": video,
}
with h5py.File(os.path.join(OUT, "fly.predictions.slp"), "w") as f:
    meta = f.create_group("metadata")
    meta.attrs["format_id"] = 1.2
    meta.attrs["json"] = np.string_(json.dumps(metadata, separators=(",", ":")))
    f.create_dataset("videos_json", data=[np.string_(json.dumps(video_json, separators=(",", ":")))], maxshape=(None,))
    f.create_dataset("tracks_json", data=[np.string_(json.dumps([0, name])) for name in track_names], maxshape=(None,))
    f.create_dataset("suggestions_json", data=np.array([], dtype="S"), maxshape=(None,))
    f.create_dataset("frames", data=np.array(frames, dtype=frame_dtype), maxshape=(None,), compression="gzip")
    f.create_dataset("instances", data=np.array(instances, dtype=instance_dtype), maxshape=(None,), compression="gzip")
    f.create_dataset("points", data=np.array(points, dtype=point_dtype), maxshape=(None,), compression="gzip")
    f.create_dataset("pred_points", data=np.array(pred_points, dtype=pred_point_dtype), maxshape=(None,), compression="gzip")
print("wrote", sorted(os.listdir(OUT)))
