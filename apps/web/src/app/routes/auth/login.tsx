import { GoogleSignIn } from '@/features/auth';

export function LoginRoute() {
  return (
    <>
      <title>Login · Quillpost</title>
      <GoogleSignIn mode="login" />
    </>
  );
}
