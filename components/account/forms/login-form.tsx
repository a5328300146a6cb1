"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { LoginInput } from "@/lib/accounts/schemas";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { setSignedInHint } from "../session/signed-in-hint";
import { credentialsSignIn, preloadSignIn } from "@/components/forms/credentials-sign-in";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { pushEvent } from "@/lib/tracking/data-layer";
import { accountEvent } from "@/lib/tracking/events";

type Props = {
  /** Where to go after logging in: the checked callbackUrl, else the site's home. */
  target: string;
  forgotPasswordHref: string;
};

const LOGIN_CHECK = lazyZodResolver(() => import("@/lib/accounts/schemas").then((schemas) => schemas.loginSchema));
// The session's query cache and the favourites' merge load with the log-in, not with the page.
const loadSessionSteps = () => Promise.all([import("../session/forget-session"), import("../session/merge-favorites")]);

/** On the form's first focus: what a log-in needs, so the submit does not wait for it. */
function preloadLogIn() {
  LOGIN_CHECK.preload();
  preloadSignIn();
  loadSessionSteps().catch(() => undefined);
}

/** The log-in form: next-auth's credentials sign-in, then the guest's favorites join the account. */
export function LoginForm({ target, forgotPasswordHref }: Props) {
  const t = useTranslations("account");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<LoginInput>({ resolver: LOGIN_CHECK.resolver, defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  async function onValid(values: LoginInput) {
    submit.start();
    const refused = await credentialsSignIn("credentials", values, target);
    if (refused) {
      submit.fail(refused === "rateLimited" ? t("rateLimited") : tFeedback(refused));
      return;
    }
    const steps = await loadSessionSteps().catch(() => null);
    if (!steps) {
      // Signed in, but the rest could not load (a dropped connection): a full page load starts afresh.
      setSignedInHint();
      window.location.assign(target);
      return;
    }
    const [{ dropSession }, { mergeLocalFavorites }] = steps;
    dropSession();
    setSignedInHint();
    await mergeLocalFavorites();
    submit.succeed();
    pushEvent(accountEvent("login"));
    notifySuccess(tFeedback("login_success"));
    router.replace(target);
    router.refresh();
  }

  return (
    <form onFocus={preloadLogIn} noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="space-y-5">
      <TextField id={`${id}-email`} label={t("fields.email")} type="email" autoComplete="username" inputMode="email" error={errors.email?.message} {...form.register("email")} />
      <TextField id={`${id}-password`} label={t("fields.password")} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <p className="text-sm">
        <Link href={forgotPasswordHref} className="font-semibold text-primary underline underline-offset-2">
          {t("forgotLink")}
        </Link>
      </p>
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} className="w-full">
        {t("submitLogin")}
      </Button>
    </form>
  );
}
