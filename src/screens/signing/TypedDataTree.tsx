import { useId, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { TypedDataNode } from '../../flows/signing/typed-data';
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
        <span dir="ltr" className="sg:font-mono sg:text-xs">
          {value.text}
        </span>
      );
    case 'bytes':
      return (
        <span dir="ltr" className="sg:break-all sg:font-mono sg:text-xs">
          {value.text}
        </span>
      );
    default:
      return (
        <span dir="auto" className="sg:whitespace-pre-wrap sg:[overflow-wrap:anywhere]">
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
        className="sg:-mx-1 sg:flex sg:w-[calc(100%+0.5rem)] sg:items-center sg:gap-1.5 sg:rounded-sigil-sm sg:px-1 sg:py-1.5 sg:text-start sg:text-sm sg:outline-none sg:hover:bg-muted sg:focus-visible:ring-2 sg:focus-visible:ring-ring"
      >
        <Chevron
          aria-hidden
          className={cn(
            'sg:size-4 sg:shrink-0 sg:transition-transform sg:rtl:-scale-x-100',
            open && 'sg:rotate-90 sg:rtl:scale-x-100',
          )}
        />
        <span className="sg:font-medium sg:text-foreground">{node.name}</span>
        <span dir="ltr" className="sg:font-mono sg:text-muted-foreground sg:text-xs">
          {node.type}
        </span>
        <span className="sg:ms-auto sg:text-muted-foreground sg:text-xs">
          {isArray
            ? t('signing.typedData.items', { count: children.length })
            : t('signing.typedData.fields', { count: children.length })}
        </span>
      </button>
      <ul id={listId} hidden={!open} className="sg:ms-2 sg:border-border sg:border-s sg:ps-3">
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
    <li
      data-slot="typed-data-leaf"
      className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-x-3 sg:py-1.5 sg:text-sm"
    >
      <span className="sg:flex sg:min-w-0 sg:items-center sg:gap-1.5 sg:[overflow-wrap:anywhere]">
        <span className="sg:text-muted-foreground">{node.name}</span>
        <span dir="ltr" className="sg:font-mono sg:text-muted-foreground/80 sg:text-xs">
          {node.type}
        </span>
      </span>
      <span className="sg:min-w-0 sg:text-end sg:text-foreground sg:[overflow-wrap:anywhere]">
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
    <ul data-slot="typed-data-tree" aria-label={label} className="sg:flex sg:flex-col">
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} depth={0} openDepth={openDepth} />
      ))}
    </ul>
  );
}
