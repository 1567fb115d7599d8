import { useMe } from '../api/get-me';

/** Said on every visit, the first included, so it never welcomes a newcomer "back". */
export function UserGreeting() {
  const me = useMe();
  const firstName = me.data?.name.split(' ')[0];
  return (
    <h1 className="text-2xl font-bold tracking-tight">
      {firstName ? `Welcome, ${firstName}` : 'Welcome'}
    </h1>
  );
}
