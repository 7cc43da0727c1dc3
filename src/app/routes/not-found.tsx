import { ErrorScreen } from './error-screen.tsx';

export default function NotFound() {
  return <ErrorScreen kind="notFound" />;
}
