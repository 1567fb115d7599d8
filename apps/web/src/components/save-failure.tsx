import { errorMessage } from '@/lib/api-client';
import { problemsOf } from '@/lib/problems';

/** Why the last save failed: each problem the server found, or its message. In red, announced. */
export function SaveFailure({ id, error }: { id: string; error: unknown }) {
  const problems = problemsOf(error);
  return (
    <div id={id} role="alert" className="text-sm font-medium text-destructive">
      {problems.length > 0 ? (
        <ul className="list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : (
        <p>{errorMessage(error)}</p>
      )}
    </div>
  );
}
