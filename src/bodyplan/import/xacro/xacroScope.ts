import type { SourcePosition, XmlElement } from '../xml.ts';
import type { XacroValue } from './expression.ts';
import type { MacroParam } from './macroParams.ts';

/** A property or parameter as a scope holds it. */
export interface Entry {
  value?: XacroValue;
  /** Unevaluated text, evaluated in `scope` when first used (properties are lazy, as in xacro). */
  raw?: string;
  scope?: Scope;
  at: SourcePosition;
  evaluating?: boolean;
  /**
   * Elements for `<xacro:insert_block>`: a macro's block parameter, already expanded where the
   * macro was called (so its names meant what they mean there), or a property block, expanded
   * where it is inserted. Either is evaluated once more where inserted, as the real xacro does.
   */
  block?: XmlElement[];
}

export interface Macro {
  name: string;
  params: MacroParam[];
  body: XmlElement[];
  at: XmlElement;
}

/** Properties and macros visible at one point: the file's global scope, or one macro call's. */
export class Scope {
  readonly entries = new Map<string, Entry>();
  readonly macros = new Map<string, Macro>();
  constructor(readonly parent: Scope | null) {}

  find(name: string): Entry | undefined {
    return this.entries.get(name) ?? this.parent?.find(name);
  }

  macro(name: string): Macro | undefined {
    return this.macros.get(name) ?? this.parent?.macro(name);
  }

  /** `remove="true"`: the name is gone from this scope and every scope around it, as in the real xacro. */
  remove(name: string): void {
    this.entries.delete(name);
    this.parent?.remove(name);
  }
}
