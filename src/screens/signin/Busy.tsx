import { Spinner } from '../../primitives/Spinner';

/** A screen's centred spinner while it waits, with what it waits for as the spinner's label. */
export function Busy({ label }: { label: string }) {
  return (
    <div className="sg:flex sg:justify-center sg:text-accent-text">
      <Spinner size="lg" label={label} />
    </div>
  );
}
