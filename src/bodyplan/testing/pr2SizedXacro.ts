/**
 * A xacro description of PR2's size and shape, written here from the structure such packages use
 * (not copied): a package with a main file including one file per part, a base with four casters
 * of two wheels each, a torso, a head with sensors, two arms (reflected by a `reflect` parameter)
 * with grippers of four finger links, and `*origin` blocks passed from macro to macro. Each link
 * has an inertial, a mesh visual and a collision; each moving joint a transmission and a gazebo
 * element. About 90 links. The import benchmark's "normal import", next to the bombs.
 */
const NS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"';
const PKG = '/ws/pr2_like_description';

const link = (name: string, mesh: string) => `
    <link name="${name}">
      <inertial><mass value="\${mass_scale * 1.2}"/><origin xyz="0.01 0 0"/>
        <inertia ixx="\${mass_scale * 0.01}" ixy="0" ixz="0" iyy="\${mass_scale * 0.012}" iyz="0" izz="\${mass_scale * 0.008}"/></inertial>
      <visual><origin xyz="0 0 0" rpy="0 0 0"/><geometry><mesh filename="package://pr2_like_description/meshes/${mesh}.dae"/></geometry>
        <material name="grey"/></visual>
      <collision><origin xyz="0 0 0" rpy="0 0 0"/><geometry><mesh filename="package://pr2_like_description/meshes/${mesh}_convex.stl"/></geometry></collision>
    </link>`;

const transmission = (joint: string) => `
    <transmission name="${joint}_trans"><type>transmission_interface/SimpleTransmission</type>
      <joint name="${joint}"><hardwareInterface>EffortJointInterface</hardwareInterface></joint>
      <actuator name="${joint}_motor"><mechanicalReduction>\${reduction}</mechanicalReduction></actuator>
    </transmission>
    <gazebo reference="${joint}"><implicitSpringDamper>true</implicitSpringDamper></gazebo>`;

const joint = (name: string, type: string, parent: string, child: string, origin: string, axis = '0 0 1', limits = 'lower="${-pi / 2}" upper="${pi / 2}"') => `
    <joint name="${name}" type="${type}">
      <parent link="${parent}"/><child link="${child}"/>
      ${origin}
      <axis xyz="${axis}"/>
      <limit ${limits} effort="30" velocity="2"/>
      <dynamics damping="\${damping}"/>
    </joint>`;

const caster = `<robot ${NS}>
  <xacro:macro name="wheel" params="suffix parent reflect">
    ${link('${parent}_${suffix}_wheel_link', 'wheel')}
    ${joint('${parent}_${suffix}_wheel_joint', 'continuous', '${parent}_rotation_link', '${parent}_${suffix}_wheel_link', '<origin xyz="0 ${reflect * caster_wheel_offset} 0"/>', '0 1 0', '')}
    ${transmission('${parent}_${suffix}_wheel_joint')}
  </xacro:macro>
  <xacro:macro name="caster" params="suffix parent *origin">
    ${link('${suffix}_caster_rotation_link', 'caster')}
    <joint name="\${suffix}_caster_rotation_joint" type="continuous">
      <parent link="\${parent}"/><child link="\${suffix}_caster_rotation_link"/>
      <xacro:insert_block name="origin"/>
      <axis xyz="0 0 1"/>
    </joint>
    ${transmission('${suffix}_caster_rotation_joint')}
    <xacro:wheel suffix="l" parent="\${suffix}_caster" reflect="1"/>
    <xacro:wheel suffix="r" parent="\${suffix}_caster" reflect="-1"/>
  </xacro:macro>
</robot>`;

const base = `<robot ${NS}>
  <xacro:include filename="caster.urdf.xacro"/>
  <xacro:property name="caster_offset_x" value="0.2246"/>
  <xacro:property name="caster_offset_y" value="0.2246"/>
  <xacro:property name="caster_wheel_offset" value="0.049"/>
  <xacro:macro name="base" params="name">
    ${link('${name}_link', 'base')}
    <xacro:caster suffix="fl" parent="\${name}_link"><origin xyz="\${caster_offset_x} \${caster_offset_y} 0.0282" rpy="0 0 0"/></xacro:caster>
    <xacro:caster suffix="fr" parent="\${name}_link"><origin xyz="\${caster_offset_x} \${-caster_offset_y} 0.0282" rpy="0 0 0"/></xacro:caster>
    <xacro:caster suffix="bl" parent="\${name}_link"><origin xyz="\${-caster_offset_x} \${caster_offset_y} 0.0282" rpy="0 0 0"/></xacro:caster>
    <xacro:caster suffix="br" parent="\${name}_link"><origin xyz="\${-caster_offset_x} \${-caster_offset_y} 0.0282" rpy="0 0 0"/></xacro:caster>
  </xacro:macro>
</robot>`;

const gripper = `<robot ${NS}>
  <xacro:macro name="finger" params="side which reflect parent">
    ${link('${side}_gripper_${which}_finger_link', 'finger')}
    ${joint('${side}_gripper_${which}_finger_joint', 'revolute', '${parent}', '${side}_gripper_${which}_finger_link', '<origin xyz="0.077 ${reflect * 0.01} 0"/>', '0 0 ${reflect}', 'lower="0" upper="0.548"')}
    ${link('${side}_gripper_${which}_finger_tip_link', 'finger_tip')}
    ${joint('${side}_gripper_${which}_finger_tip_joint', 'revolute', '${side}_gripper_${which}_finger_link', '${side}_gripper_${which}_finger_tip_link', '<origin xyz="0.091 ${reflect * 0.005} 0"/>', '0 0 ${-reflect}', 'lower="0" upper="0.548"')}
    ${transmission('${side}_gripper_${which}_finger_joint')}
  </xacro:macro>
  <xacro:macro name="gripper" params="side parent *origin">
    ${link('${side}_gripper_palm_link', 'gripper_palm')}
    <joint name="\${side}_gripper_palm_joint" type="fixed"><parent link="\${parent}"/><child link="\${side}_gripper_palm_link"/><xacro:insert_block name="origin"/></joint>
    <xacro:finger side="\${side}" which="l" reflect="1" parent="\${side}_gripper_palm_link"/>
    <xacro:finger side="\${side}" which="r" reflect="-1" parent="\${side}_gripper_palm_link"/>
    <xacro:if value="\${with_tool_frame}">
      <link name="\${side}_gripper_tool_frame"/>
      <joint name="\${side}_gripper_tool_joint" type="fixed"><parent link="\${side}_gripper_palm_link"/><child link="\${side}_gripper_tool_frame"/><origin xyz="0.18 0 0"/></joint>
    </xacro:if>
  </xacro:macro>
</robot>`;

const ARM_SEGMENTS: [string, string, string][] = [
  ['shoulder_pan', '0 0 1', '0 0 0'],
  ['shoulder_lift', '0 1 0', '0.1 0 0'],
  ['upper_arm_roll', '1 0 0', '0 0 0'],
  ['upper_arm', '1 0 0', '0 0 0'],
  ['elbow_flex', '0 1 0', '0.4 0 0'],
  ['forearm_roll', '1 0 0', '0 0 0'],
  ['forearm', '1 0 0', '0 0 0'],
  ['wrist_flex', '0 1 0', '0.321 0 0'],
  ['wrist_roll', '1 0 0', '0 0 0'],
];

const arm = `<robot ${NS}>
  <xacro:include filename="gripper.urdf.xacro"/>
  <xacro:macro name="shoulder" params="side parent reflect *origin">
    ${link('${side}_shoulder_pan_link', 'shoulder_pan')}
    <joint name="\${side}_shoulder_pan_joint" type="revolute"><parent link="\${parent}"/><child link="\${side}_shoulder_pan_link"/>
      <xacro:insert_block name="origin"/><axis xyz="0 0 1"/><limit lower="\${reflect * pi / 4 - 1.5}" upper="\${reflect * pi / 4 + 1.5}" effort="30" velocity="3.48"/></joint>
    ${transmission('${side}_shoulder_pan_joint')}
  </xacro:macro>
  <xacro:macro name="arm" params="side parent reflect *origin">
    <xacro:shoulder side="\${side}" parent="\${parent}" reflect="\${reflect}"><xacro:insert_block name="origin"/></xacro:shoulder>
    ${ARM_SEGMENTS.slice(1).map(([segment, axis, xyz], i) => `${link(`\${side}_${segment}_link`, segment)}
    ${joint(`\${side}_${segment}_joint`, 'revolute', `\${side}_${ARM_SEGMENTS[i]![0]}_link`, `\${side}_${segment}_link`, `<origin xyz="${xyz}" rpy="0 0 0"/>`, axis)}
    ${transmission(`\${side}_${segment}_joint`)}`).join('')}
    <xacro:gripper side="\${side}" parent="\${side}_wrist_roll_link"><origin xyz="0 0 0" rpy="0 0 0"/></xacro:gripper>
  </xacro:macro>
</robot>`;

const head = `<robot ${NS}>
  <xacro:macro name="sensor" params="name parent *origin">
    ${link('${name}_link', 'sensor')}
    <joint name="\${name}_joint" type="fixed"><parent link="\${parent}"/><child link="\${name}_link"/><xacro:insert_block name="origin"/></joint>
    <link name="\${name}_optical_frame"/>
    <joint name="\${name}_optical_frame_joint" type="fixed"><parent link="\${name}_link"/><child link="\${name}_optical_frame"/><origin xyz="0 0 0" rpy="\${-pi / 2} 0 \${-pi / 2}"/></joint>
    <gazebo reference="\${name}_link"><sensor type="camera" name="\${name}"><update_rate>25.0</update_rate></sensor></gazebo>
  </xacro:macro>
  <xacro:macro name="head" params="parent">
    ${link('head_pan_link', 'head_pan')}
    ${joint('head_pan_joint', 'revolute', '${parent}', 'head_pan_link', '<origin xyz="-0.01707 0 0.38145"/>')}
    ${link('head_tilt_link', 'head_tilt')}
    ${joint('head_tilt_joint', 'revolute', 'head_pan_link', 'head_tilt_link', '<origin xyz="0.068 0 0"/>', '0 1 0')}
    ${transmission('head_pan_joint')}${transmission('head_tilt_joint')}
    <xacro:sensor name="wide_stereo" parent="head_tilt_link"><origin xyz="0.1 0.03 0.05" rpy="0 0 0"/></xacro:sensor>
    <xacro:sensor name="narrow_stereo" parent="head_tilt_link"><origin xyz="0.1 -0.03 0.05" rpy="0 0 0"/></xacro:sensor>
    <xacro:sensor name="kinect" parent="head_tilt_link"><origin xyz="0.12 0 0.1" rpy="0 0 0"/></xacro:sensor>
    <xacro:sensor name="prosilica" parent="head_tilt_link"><origin xyz="0.11 0 0.08" rpy="0 0 0"/></xacro:sensor>
  </xacro:macro>
</robot>`;

const main = `<?xml version="1.0"?>
<robot name="pr2_like" ${NS}>
  <xacro:arg name="with_tool_frame" default="true"/>
  <xacro:property name="with_tool_frame" value="$(arg with_tool_frame)"/>
  <xacro:property name="mass_scale" value="1.0"/>
  <xacro:property name="reduction" value="\${-60 / 1.1}"/>
  <xacro:property name="damping" value="0.1"/>
  <xacro:include filename="$(find pr2_like_description)/urdf/materials.urdf.xacro"/>
  <xacro:include filename="$(find pr2_like_description)/urdf/base.urdf.xacro"/>
  <xacro:include filename="$(find pr2_like_description)/urdf/arm.urdf.xacro"/>
  <xacro:include filename="$(find pr2_like_description)/urdf/head.urdf.xacro"/>
  <xacro:base name="base"/>
  ${link('torso_lift_link', 'torso')}
  ${joint('torso_lift_joint', 'prismatic', 'base_link', 'torso_lift_link', '<origin xyz="-0.05 0 0.739675"/>', '0 0 1', 'lower="0" upper="0.33"')}
  ${transmission('torso_lift_joint')}
  <xacro:head parent="torso_lift_link"/>
  <xacro:arm side="r" parent="torso_lift_link" reflect="-1"><origin xyz="0 -0.188 0" rpy="0 0 0"/></xacro:arm>
  <xacro:arm side="l" parent="torso_lift_link" reflect="1"><origin xyz="0 0.188 0" rpy="0 0 0"/></xacro:arm>
</robot>
`;

const materials = `<robot ${NS}>
  <material name="grey"><color rgba="0.7 0.7 0.7 1"/></material>
  <material name="blue"><color rgba="0 0 0.8 1"/></material>
</robot>`;

/** The files by absolute path, the main file's path and the package folders. */
export function pr2SizedXacro(): { main: string; files: Record<string, string>; packages: Map<string, string> } {
  const urdf = `${PKG}/urdf`;
  return {
    main: `${urdf}/pr2_like.urdf.xacro`,
    files: {
      [`${urdf}/pr2_like.urdf.xacro`]: main,
      [`${urdf}/materials.urdf.xacro`]: materials,
      [`${urdf}/base.urdf.xacro`]: base,
      [`${urdf}/caster.urdf.xacro`]: caster,
      [`${urdf}/arm.urdf.xacro`]: arm,
      [`${urdf}/gripper.urdf.xacro`]: gripper,
      [`${urdf}/head.urdf.xacro`]: head,
    },
    packages: new Map([['pr2_like_description', PKG]]),
  };
}
