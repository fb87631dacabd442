import type { FormType, PageHead } from '@bookcraft/shared';

export interface LandingContent {
  head: PageHead;
  formType: FormType;
  title: string;
  subtitle: string;
  buttonText: string;
  formTitle: string;
}
