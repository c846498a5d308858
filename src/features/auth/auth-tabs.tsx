// The three tabs of the spec's login screen: Log In, Register, Forgot Password. /login binds the
// tab to ?p=; the checkout embeds the same tabs for guests and keeps the tab in its own state.
import { Tabs } from '@mantine/core';
import type { SessionUser } from '../../domain/user';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register' | 'forgot_password';

/** ?p= of /login: absent for Log In, 'register' or 'forgot_password' otherwise. */
export const authTabOf = (p: 'register' | 'forgot_password' | undefined): AuthTab => p ?? 'login';
export const pOfAuthTab = (tab: AuthTab) => (tab === 'login' ? undefined : tab);

const isAuthTab = (value: string | null): value is AuthTab =>
  value === 'login' || value === 'register' || value === 'forgot_password';

export function AuthTabs({
  tab,
  onTabChange,
  onSignedIn,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** After login or registration, once the user is loaded and the flag says isNotGuest. */
  onSignedIn: (user: SessionUser) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => isAuthTab(v) && onTabChange(v)} keepMounted={false}>
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="login">Log In</Tabs.Tab>
        <Tabs.Tab value="register">Register</Tabs.Tab>
        <Tabs.Tab value="forgot_password">Forgot Password</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm onSignedIn={onSignedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm onSignedIn={onSignedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="forgot_password">
        <ForgotPasswordForm />
      </Tabs.Panel>
    </Tabs>
  );
}
