import { useId, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { TypedDataNode } from '../../flows/signing-typed-data';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { Address } from '../../primitives/Address';

export interface TypedDataTreeProps {
  nodes: TypedDataNode[];
  /** The list's accessible name ("Mail fields"). */
  label: string;
  /** How many levels start open (1: the primary type's own structs and arrays). */
  openDepth?: number | undefined;
}

function LeafValue({ node }: { node: TypedDataNode }) {
  const { t } = useCopy(signingCopy);
  const value = node.value;
  if (!value) return null;
  switch (value.kind) {
    case 'address':
      return <Address address={value.text} />;
    case 'bool':
      return <span>{value.value ? t('signing.yes') : t('signing.no')}</span>;
    case 'number':
      return (
        <span dir="ltr" className="font-mono text-xs">
          {value.text}
        </span>
      );
    case 'bytes':
      return (
        <span dir="ltr" className="break-all font-mono text-xs">
          {value.text}
        </span>
      );
    default:
      return (
        <span dir="auto" className="whitespace-pre-wrap break-words">
          {value.text}
        </span>
      );
  }
}

function Branch({ node, depth, openDepth }: { node: TypedDataNode; depth: number; openDepth: number }) {
  const { t } = useCopy(signingCopy);
  const [open, setOpen] = useState(depth < openDepth);
  const listId = useId();
  const children = node.children ?? [];
  const isArray = node.type.endsWith(']');
  const Chevron = icons.chevron;
  return (
    <li data-slot="typed-data-branch">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="-mx-1 flex w-[calc(100%+0.5rem)] items-center gap-1.5 rounded-sigil-sm px-1 py-1.5 text-start text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Chevron
          aria-hidden
          className={cn('size-4 shrink-0 transition-transform rtl:-scale-x-100', open && 'rotate-90 rtl:scale-x-100')}
        />
        <span className="font-medium text-foreground">{node.name}</span>
        <span dir="ltr" className="font-mono text-muted-foreground text-xs">
          {node.type}
        </span>
        <span className="ms-auto text-muted-foreground text-xs">
          {isArray
            ? t('signing.typedData.items', { count: children.length })
            : t('signing.typedData.fields', { count: children.length })}
        </span>
      </button>
      <ul id={listId} hidden={!open} className="ms-2 border-border border-s ps-3">
        {children.map((child) => (
          <TreeNode key={child.id} node={child} depth={depth + 1} openDepth={openDepth} />
        ))}
      </ul>
    </li>
  );
}

function TreeNode({ node, depth, openDepth }: { node: TypedDataNode; depth: number; openDepth: number }) {
  if (node.children) return <Branch node={node} depth={depth} openDepth={openDepth} />;
  return (
    <li data-slot="typed-data-leaf" className="flex flex-wrap items-center justify-between gap-x-3 py-1.5 text-sm">
      <span className="flex items-center gap-1.5">
        <span className="text-muted-foreground">{node.name}</span>
        <span dir="ltr" className="font-mono text-muted-foreground/80 text-xs">
          {node.type}
        </span>
      </span>
      <span className="min-w-0 text-end text-foreground">
        <LeafValue node={node} />
      </span>
    </li>
  );
}

/**
 * Typed data as nested lists: a struct or an array is a disclosure button (its name, type and size) that shows
 * or hides its children, so the keyboard opens it with Enter or Space; a leaf shows its value.
 */
export function TypedDataTree({ nodes, label, openDepth = 1 }: TypedDataTreeProps) {
  return (
    <ul data-slot="typed-data-tree" aria-label={label} className="flex flex-col">
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} depth={0} openDepth={openDepth} />
      ))}
    </ul>
  );
}
