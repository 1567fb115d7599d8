import { ApiError, errorMessage } from '@/lib/api-client';

/** Every problem the server found in the text (its 400 lists them all), or none. */
function problemsOf(failure: unknown): string[] {
  if (!(failure instanceof ApiError) || failure.code !== 'invalid_input') return [];
  const problems = failure.details.problems;
  return Array.isArray(problems) ? problems.filter((problem) => typeof problem === 'string') : [];
}

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
