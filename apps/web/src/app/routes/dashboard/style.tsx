import { StyleScreen } from '@/features/style';

export function StyleRoute() {
  return (
    <>
      <title>Your style · Quillpost</title>
      <StyleScreen />
    </>
  );
}
