// Flattens sidebars.ts into the doc ids each sidebar lists (category links included), in order.
import sidebars from '../../sidebars';

type Item = string | {type?: string; id?: string; link?: {type: string; id?: string}; items?: Item[]};

function collect(items: Item[], into: string[]): string[] {
  for (const item of items) {
    if (typeof item === 'string') into.push(item);
    else if (item.type === 'doc' && item.id) into.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
      collect(item.items ?? [], into);
    }
  }
  return into;
}

export const sidebarDocIds: Record<string, string[]> = Object.fromEntries(
  Object.entries(sidebars).map(([name, items]) => [name, collect(items as Item[], [])]),
);

export const sidebarItems = sidebars as Record<string, Item[]>;
export type {Item as SidebarItem};
