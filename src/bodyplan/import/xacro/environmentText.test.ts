import { describe, expect, it } from 'vitest';
import { environmentText, parseEnvironmentText } from './environmentText.ts';

describe('the environment field of a xacro description', () => {
  it('reads one NAME=VALUE a line, skipping blanks and comments, the value after the first =', () => {
    const read = parseEnvironmentText('# Spot\nSPOT_ARM=1\n\n  SPOT_URDF_EXTRAS = a=b c \r\nEMPTY=');
    expect(read).toEqual({ ok: true, env: new Map([['SPOT_ARM', '1'], ['SPOT_URDF_EXTRAS', 'a=b c'], ['EMPTY', '']]) });
    expect(environmentText(read.ok ? read.env : undefined)).toBe('SPOT_ARM=1\nSPOT_URDF_EXTRAS=a=b c\nEMPTY=');
  });

  it('names the line that is not NAME=VALUE', () => {
    expect(parseEnvironmentText('A=1\nexport B')).toEqual({ ok: false, message: 'Environment, line 2: "export B" is not NAME=VALUE (a name of letters, digits and _, not starting with a digit)' });
    expect(parseEnvironmentText('1A=x')).toMatchObject({ ok: false, message: expect.stringContaining('line 1') });
  });
});
