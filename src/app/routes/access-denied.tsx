import { ErrorScreen } from './error-screen.tsx';

export default function AccessDenied() {
  return <ErrorScreen kind="accessDenied" />;
}
