import { describe, expect, it } from 'vitest';
import { describeOpenedFiles, sortOpenedFiles } from '../openedFiles.ts';

describe('sortOpenedFiles: the model among files opened together', () => {
  it('the model is the .xml no other file includes; included .xml files and meshes go with it', () => {
    const roles = sortOpenedFiles([
      { name: 'legs.xml', text: '<mujoco><worldbody/></mujoco>' },
      { name: 'Body.STL' },
      { name: 'robot.xml', text: '<mujoco><include file="parts/legs.xml"/></mujoco>' },
      { name: 'arm.obj' },
      { name: 'notes.txt' },
    ]);
    expect(roles).toEqual({ model: 'robot.xml', otherModels: [], includes: ['legs.xml'], meshes: ['Body.STL', 'arm.obj'], ignored: ['notes.txt'] });
    expect(describeOpenedFiles(roles)).toBe('Ignored notes.txt: neither a body plan, URDF or MJCF model nor an STL, OBJ or Collada mesh.');
  });

  it('a folder\'s package.xml or package.json is not taken for the model', () => {
    const roles = sortOpenedFiles([
      { name: 'package.xml', text: '<?xml version="1.0"?>\n<package format="2"><name>r</name></package>' },
      { name: 'package.json', text: '{"name": "r"}' },
      { name: 'r.xml', text: '<!-- r -->\n<robot name="r"><link name="a"/></robot>' },
      { name: 'plan.json', text: '{"fixed_base": true, "joints": []}' },
    ]);
    expect(roles).toMatchObject({ model: 'r.xml', otherModels: ['plan.json'], ignored: ['package.xml', 'package.json'] });
  });

  it('several models: the first is opened and the message names the others', () => {
    const roles = sortOpenedFiles([{ name: 'a.urdf', text: '<robot/>' }, { name: 'b.json', text: '{"joints": []}' }, { name: 'c.dae' }]);
    expect(roles).toMatchObject({ model: 'a.urdf', otherModels: ['b.json'], meshes: ['c.dae'] });
    expect(describeOpenedFiles(roles)).toBe('2 model files were given; opened a.urdf, not b.json (open it on its own).');
  });

  it('no model among the files', () => {
    expect(sortOpenedFiles([{ name: 'a.stl' }]).model).toBeNull();
  });

  it('when no file looks like a model, the first model-named one is opened, so its own errors show', () => {
    expect(sortOpenedFiles([{ name: 'a.stl' }, { name: 'broken.json', text: '{"joint' }])).toMatchObject({ model: 'broken.json', ignored: [] });
  });
});
