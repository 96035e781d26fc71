import type { RequestOptions } from '../http';
import type {
  ListOnboardingCasesParams,
  MakeOnboardingChoicesParams,
  OnboardingCase,
  OnboardingChoicePage,
  OnboardingSettings,
  SubmitOnboardingCaseParams,
  UpdateOnboardingSettingsParams,
} from '../types';
import { Resource } from './resource';

/** New hires' cases: a draft quote from their equipment policy before their start date, followed to delivery. */
export class OnboardingCasesResource extends Resource {
  list(params: ListOnboardingCasesParams = {}, options?: RequestOptions) {
    return this.http.list<OnboardingCase>('onboardingCases.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<OnboardingCase>('onboardingCases.retrieve', [id], {}, options);
  }

  /** Creates the quote the draft shows; `choices` picks for the hire where they have not. */
  submit(id: string, params: SubmitOnboardingCaseParams = {}, options?: RequestOptions) {
    return this.http.request<OnboardingCase>('onboardingCases.submit', [id], { body: params }, options);
  }
}

/** The company's lead time before a start date, and whether drafts submit themselves (scope `policies:manage`). */
export class OnboardingSettingsResource extends Resource {
  retrieve(options?: RequestOptions) {
    return this.http.request<OnboardingSettings>('onboardingSettings.retrieve', [], {}, options);
  }

  update(params: UpdateOnboardingSettingsParams, options?: RequestOptions) {
    return this.http.request<OnboardingSettings>('onboardingSettings.update', [], { body: params }, options);
  }
}

/** The hire's side of a one-time choice link: the token in its URL is the credential (a public route). */
export class OnboardingChoicesResource extends Resource {
  retrieve(token: string, options?: RequestOptions) {
    return this.http.request<OnboardingChoicePage>('onboardingChoices.retrieve', [token], {}, options);
  }

  make(token: string, params: MakeOnboardingChoicesParams, options?: RequestOptions) {
    return this.http.request<OnboardingChoicePage>('onboardingChoices.make', [token], { body: params }, options);
  }
}
