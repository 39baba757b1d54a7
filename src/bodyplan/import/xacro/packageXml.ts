import { parseXml, XmlSyntaxError } from '../xml.ts';

/**
 * The package name a ROS `package.xml` declares (its `<package><name>`), or null when the text is
 * not a package manifest or names none. Never throws: a broken manifest just names no package.
 */
export function packageNameOf(text: string): string | null {
  try {
    const root = parseXml(text);
    if (root.name !== 'package') return null;
    const name = root.children.find((c) => c.name === 'name')?.text.trim() ?? '';
    return /^[A-Za-z0-9_.-]+$/.test(name) ? name : null;
  } catch (error) {
    if (error instanceof XmlSyntaxError) return null;
    throw error;
  }
}
