import { GoogleSignIn } from '@/features/auth';

export function RegisterRoute() {
  return (
    <>
      <title>Sign up · Quillpost</title>
      <GoogleSignIn mode="register" />
    </>
  );
}
