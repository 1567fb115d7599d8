import { useMe } from '../api/get-me';

export function UserGreeting() {
  const me = useMe();
  const firstName = me.data?.name.split(' ')[0];
  return (
    <h1 className="text-2xl font-bold tracking-tight">
      {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
    </h1>
  );
}
