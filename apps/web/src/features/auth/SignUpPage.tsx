import { AuthPlaceholder } from "./components/AuthPlaceholder.tsx";

export default function SignUpPage() {
  return <AuthPlaceholder section="signUp" />;
}
