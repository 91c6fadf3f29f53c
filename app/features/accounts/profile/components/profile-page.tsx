import type { DashboardWords } from '~/content/dashboard';
import type { SignInMessages } from '../../account-fields';
import { DashboardPanel } from '../../components/dashboard-panel';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm, type ProfileValues } from './profile-form';

/** Profile Settings (/dashboard/profile): the profile form and the change-password form. */
export function ProfilePage({ data, words, signInMessages }: { data: { profile: ProfileValues }; words: DashboardWords; signInMessages: SignInMessages }) {
  return (
    <>
      <DashboardPanel id="profile-heading" title={words.profile.heading} intro={words.profile.intro}>
        <ProfileForm profile={data.profile} words={words} />
      </DashboardPanel>
      <DashboardPanel id="password-heading" title={words.profile.passwordHeading} intro={words.profile.passwordIntro}>
        <ChangePasswordForm words={words} signInMessages={signInMessages} />
      </DashboardPanel>
    </>
  );
}
