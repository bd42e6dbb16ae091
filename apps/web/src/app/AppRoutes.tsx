import { Route, Routes } from "react-router";
import { Layout } from "./layout/Layout.tsx";
import { RequireAuth } from "./RequireAuth.tsx";
import * as Page from "./pages.ts";

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/kirjaudu" element={<Page.SignInPage />} />
        <Route path="/kirjaudu/puhelin" element={<Page.PhoneSignInPage />} />
        <Route path="/palaute" element={<Page.FeedbackPage />} />
        <Route path="/rekisteroidy" element={<Page.SignUpPage />} />
        <Route path="/unohtunut-salasana" element={<Page.ForgotPasswordPage />} />
        <Route path="/tietosuoja" element={<Page.InfoPage topic="dataProtection" />} />
        <Route path="/kayttoehdot" element={<Page.InfoPage topic="terms" />} />
        <Route element={<RequireAuth />}>
          <Route index element={<Page.HomePage />} />
          <Route path="/omat-tiedot" element={<Page.ProfilePage />} />
          <Route path="/haku/:query" element={<Page.SearchPage />} />
          <Route path="/onnistui" element={<Page.SuccessPage />} />
          <Route
            path="/vuokrani/maksutiedot/onnistui"
            element={<Page.PaymentResultPage result="success" />}
          />
          <Route path="/vuokrani/maksutiedot/virhe" element={<Page.PaymentResultPage result="error" />} />
          <Route path="*" element={<Page.MenuRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
