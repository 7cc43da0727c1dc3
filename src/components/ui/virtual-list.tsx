import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** A first guess of a row's height; rows are measured once drawn. */
  estimateSize: number;
  /** Up to this many rows are simply drawn; past it only the rows in view are (long lists stay fast). */
  threshold?: number;
  className?: string;
};

/** A list that scrolls with the page and draws only what is in view once it gets long. */
export function VirtualList<T>({ items, threshold = 60, ...props }: Props<T>) {
  if (items.length <= threshold)
    return (
      <ul className={props.className}>
        {items.map((item) => (
          <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
        ))}
      </ul>
    );
  return <WindowList items={items} {...props} />;
}

function WindowList<T>({ items, itemKey, renderItem, estimateSize, className = '' }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => (items[index] ? itemKey(items[index]) : index),
  });
  return (
    <ul ref={listRef} className={`relative ${className}`} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            className="absolute inset-x-0 top-0 pb-3"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
