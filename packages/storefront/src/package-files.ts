import type { AttributeType } from '@vitrine/core';

/**
 * The package's contract files, written from the widgets' own definitions so they cannot drift from the code:
 * `custom-elements.json` (the Custom Elements Manifest standard, read by editors and Storybook) and the typings
 * of the elements and of the config. package-files.test.ts compares them with the checked-in files
 * (`pnpm package:files` writes them again).
 */

export interface WidgetDefinition {
  tag: string;
  mode: 'render' | 'enhance';
  attributes: Record<string, AttributeType>;
}

/** r2wc's attribute for a prop: `popupId` → `popup-id`. */
export const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const ATTRIBUTE_TEXT: Record<AttributeType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'string',
};

/** The element's class name in the manifest: `fk-side-cart` → `FkSideCart`. */
const className = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

const byTag = (definitions: WidgetDefinition[]) => [...definitions].sort((a, b) => a.tag.localeCompare(b.tag));

export function elementsManifest(definitions: WidgetDefinition[], version: string): object {
  const module = 'dist/vitrine.js';
  const sorted = byTag(definitions);
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: module,
        summary: `@vitrine/storefront ${version}: the loader defines each element the first time its tag appears.`,
        declarations: sorted.map((d) => ({
          kind: 'class',
          name: className(d.tag),
          tagName: d.tag,
          customElement: true,
          superclass: { name: 'HTMLElement', package: 'global:' },
          description:
            d.mode === 'render'
              ? 'Replaces the server markup it wraps; the markup comes back if the widget fails.'
              : 'Enhances the server markup it wraps, which stays in place (slotted).',
          attributes: Object.entries(d.attributes).map(([prop, type]) => ({
            name: attributeName(prop),
            fieldName: prop,
            type: { text: ATTRIBUTE_TEXT[type] },
            ...(type === 'json' ? { description: 'JSON' } : {}),
          })),
        })),
        exports: sorted.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tag,
          declaration: { name: className(d.tag), module },
        })),
      },
    ],
  };
}

/** What a theme's markup (or JSX) may set on each tag: attributes are text; numbers may be given as numbers. */
function attributesType(d: WidgetDefinition): string {
  const entries = Object.entries(d.attributes);
  if (entries.length === 0) return '{}';
  const fields = entries.map(([prop, type]) => {
    const value = type === 'number' ? 'number | string' : 'string';
    const note = type === 'json' ? '    /** JSON */\n' : type === 'boolean' ? '    /** Off when empty, "false", "0", "no" or "non". */\n' : '';
    return `${note}    '${attributeName(prop)}'?: ${value};`;
  });
  return `{\n${fields.join('\n')}\n  }`;
}

export function elementTypings(definitions: WidgetDefinition[]): string {
  const sorted = byTag(definitions);
  return `/** Every Vitrine tag and the attributes it reads (generated from the widget definitions). */
export interface VitrineElementAttributes {
${sorted.map((d) => `  '${d.tag}': ${attributesType(d)};`).join('\n')}
}

export type VitrineTagName = keyof VitrineElementAttributes;

/** Attributes any element takes, for the JSX typings. */
interface VitrineJsxBase {
  id?: string;
  class?: string;
  className?: string;
  slot?: string;
  hidden?: boolean;
  style?: unknown;
  children?: unknown;
  key?: string | number;
  [data: \`data-\${string}\`]: string | number | boolean | undefined;
  [aria: \`aria-\${string}\`]: string | number | boolean | undefined;
}

/** \`addEventListener('added_to_cart', e => e.detail…)\` typed: the events Vitrine raises, as CustomEvents. */
type VitrineEventMap = { [Name in keyof VitrineRaisedEvents]: CustomEvent<VitrineRaisedEvents[Name]> };

declare global {
  interface HTMLElementEventMap extends VitrineEventMap {}
  interface HTMLElementTagNameMap {
${sorted.map((d) => `    '${d.tag}': HTMLElement;`).join('\n')}
  }
  /** For JSX without React's own namespace (Preact, Solid, TS's global JSX); React: see ./react.d.ts. */
  namespace JSX {
    interface IntrinsicElements {
${sorted.map((d) => `      '${d.tag}': VitrineJsxBase & VitrineElementAttributes['${d.tag}'];`).join('\n')}
    }
  }
}
`;
}

/** The valibot schema, as far as the config's shape goes: each setting is an optional wrapper around its type. */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  default?: unknown;
  options?: unknown[];
  item?: SchemaNode;
  value?: SchemaNode;
  entries?: Record<string, SchemaNode>;
}

function typeOf(node: SchemaNode, indent: string): string {
  const inner = node.type === 'optional' && node.wrapped ? node.wrapped : node;
  switch (inner.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return inner.type;
    case 'picklist':
      return (inner.options ?? []).map((o) => JSON.stringify(o)).join(' | ');
    case 'array':
      return `Array<${typeOf(inner.item!, indent)}>`;
    case 'record':
      return `Record<string, ${typeOf(inner.value!, indent)}>`;
    case 'object': {
      const lines = Object.entries(inner.entries ?? {}).map(([key, entry]) => {
        const fallback = entry.type === 'optional' && typeof entry.default !== 'object' && typeof entry.default !== 'function' ? entry.default : undefined;
        const doc = fallback === undefined ? '' : `${indent}  /** @default ${JSON.stringify(fallback)} */\n`;
        return `${doc}${indent}  ${key}?: ${typeOf(entry, `${indent}  `)};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      throw new Error(`config schema: no typing for "${inner.type}"`);
  }
}

export function configTypings(schema: SchemaNode): string {
  return `/**
 * The page config a theme prints in <script type="application/json" id="vitrine-config"> (generated from the
 * config schema). Every key is optional; a wrong value is replaced by its default with a console warning.
 */
export interface VitrineConfig ${typeOf(schema, '')}
`;
}
