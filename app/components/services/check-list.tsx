import { CheckIcon } from '~/components/ui/icons';

interface CheckListProps {
  items: readonly string[];
  className?: string;
}

export function CheckList({ items, className = '' }: CheckListProps) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-palm-300/30 text-palm-700">
            <CheckIcon className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
