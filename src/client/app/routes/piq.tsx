import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="PIQ Form" description="Fill in your Personal Information Questionnaire once; the AI assessor uses it to personalise your feedback." />;
}
