/**
 * jsonc-parser's token kinds (its SyntaxKind). The library declares them as an ambient const enum,
 * which isolatedModules/verbatimModuleSyntax cannot read, so the values are spelled out here once.
 */
export const JSON_TOKEN = {
  OpenBrace: 1, CloseBrace: 2, OpenBracket: 3, CloseBracket: 4, Comma: 5, Colon: 6,
  Null: 7, True: 8, False: 9, String: 10, Number: 11,
  LineComment: 12, BlockComment: 13, LineBreak: 14, Trivia: 15, Unknown: 16, EOF: 17,
} as const;
