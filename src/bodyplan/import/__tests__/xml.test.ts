import { describe, expect, it } from 'vitest';
import { attribute, parseXml, XmlSyntaxError, type XmlNote } from '../xml.ts';

function syntaxError(text: string): XmlSyntaxError {
  try {
    parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an XmlSyntaxError');
}

describe('parseXml', () => {
  it('reads elements, attributes and their line:column, skipping the declaration, comments and PIs', () => {
    const root = parseXml('<?xml version="1.0"?>\n<!-- c -->\n<robot name="r">\n  <link name="a &amp; b"/>\n  <?pi x?><joint\n    type=\'fixed\'>t</joint>\n</robot>\n');
    expect(root.name).toBe('robot');
    expect(root).toMatchObject({ line: 3, column: 1 });
    expect(attribute(root, 'name')).toBe('r');
    expect(root.children.map((c) => c.name)).toEqual(['link', 'joint']);
    expect(attribute(root.children[0]!, 'name')).toBe('a & b');
    expect(root.children[1]).toMatchObject({ line: 5, column: 11, text: 't' });
    expect(root.children[1]!.attributes[0]).toMatchObject({ name: 'type', value: 'fixed', line: 6, column: 5 });
  });

  it('after the root element: whitespace is fine, NULs and control characters are a note saying what they are, text is an error showing it', () => {
    const notes: XmlNote[] = [];
    parseXml('<robot/>\n\n', { notes });
    expect(notes).toEqual([]);
    parseXml('<robot/>\n\0 \0\u001a\n', { notes, file: 'r.urdf' });
    expect(notes).toEqual([{ code: 'trailing-bytes', message: '2 NUL bytes and 1 control character U+001A after </robot>: ignored', line: 2, column: 1, file: 'r.urdf' }]);
    const error = syntaxError('<robot/>\n\0garbage');
    expect(error.message).toBe('2:2: text outside the root element ("garbage")');
    expect(syntaxError('\0<robot/>').message).toBe('1:1: 1 NUL byte before the root element');
  });

  it('stamps the file on every element and attribute when given', () => {
    const root = parseXml('<a>\n <b c="1"/></a>', { file: 'part.xml' });
    expect(root.children[0]).toMatchObject({ file: 'part.xml', line: 2, column: 2 });
    expect(root.children[0]!.attributes[0]).toMatchObject({ file: 'part.xml' });
    expect(parseXml('<a/>')).not.toHaveProperty('file');
  });

  it('decodes the predefined entities, numeric references and CDATA', () => {
    const root = parseXml('<a v="&lt;&gt;&apos;&quot;&#65;&#x42;">x<![CDATA[<&>]]></a>');
    expect(attribute(root, 'v')).toBe('<>\'"AB');
    expect(root.text).toBe('x<&>');
  });

  it('refuses a DOCTYPE with entity declarations (the billion laughs) at its first declaration, without expanding anything', () => {
    const levels = ['<!ENTITY lol "lol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n ${levels.join('\n ')}\n]>\n<lolz>&lol9;</lolz>`;
    // Bounded without a clock: &lol9; expands to 10^9 "lol", 3e9 characters, more than a JavaScript
    // string can hold (about 2^29), so a reader that expanded it could not end in an XmlSyntaxError
    // (syntaxError rethrows anything else, such as V8's "Invalid string length"). Refused at the first
    // <!ENTITY (line 3, column 2): whatever follows it, thousands more declarations included, ends
    // in the same refusal at the same place.
    const error = syntaxError(bomb);
    expect(error.message).toBe('3:2: the DOCTYPE declares an entity; entities are refused (they could expand without bound or read other files)');
    expect([error.line, error.column]).toEqual([3, 2]);
    const larger = bomb.replace('<!ENTITY lol "lol">', `<!ENTITY lol "lol">${'\n <!ENTITY more "&lol9;&lol9;">'.repeat(10_000)}`);
    expect(syntaxError(larger).message).toBe(error.message);
  });

  it('refuses an external entity (nothing is ever fetched)', () => {
    const error = syntaxError('<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>');
    expect(error.message).toMatch(/entity/);
  });

  it('refuses an undeclared entity reference, located', () => {
    const error = syntaxError('<r>\n  <a v="&x;"/></r>');
    expect(error.message).toMatch(/unknown entity &x;/);
    expect([error.line, error.column]).toEqual([2, 9]);
  });

  it('accepts a DOCTYPE without entities and ignores it', () => {
    expect(parseXml('<!DOCTYPE mujoco>\n<mujoco/>').name).toBe('mujoco');
  });

  it.each([
    ['<a><b></a>', /does not match <b>/, 1, 7],
    ['<a>', /<a> is not closed/, 1, 1],
    ['<a x="1" x="2"/>', /appears twice/, 1, 10],
    ['<a x=1/>', /must be quoted/, 1, 6],
    ['<a/><b/>', /second root/, 1, 5],
    ['<a>&</a>', /entity reference/, 1, 4],
    ['', /no root element/, 1, 1],
    ['<a><!-- x</a>', /comment not closed/, 1, 4],
  ])('locates the syntax error in %j', (text, message, line, column) => {
    const error = syntaxError(text);
    expect(error.message).toMatch(message);
    expect([error.line, error.column]).toEqual([line, column]);
  });

  it('reads a deep tree without recursion', () => {
    const depth = 5000;
    const root = parseXml('<b>'.repeat(depth) + '</b>'.repeat(depth));
    let node = root;
    let count = 1;
    while (node.children.length > 0) {
      node = node.children[0]!;
      count++;
    }
    expect(count).toBe(depth);
  });
});
