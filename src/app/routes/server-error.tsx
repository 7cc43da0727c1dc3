import { ErrorScreen } from './error-screen.tsx';

export default function ServerError() {
  return <ErrorScreen kind="serverError" />;
}
