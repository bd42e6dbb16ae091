import { AuthPlaceholder } from "./components/AuthPlaceholder.tsx";

export default function ForgotPasswordPage() {
  return <AuthPlaceholder section="forgot" />;
}
