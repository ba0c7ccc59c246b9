import { PracticePage } from '@/client/features/practice/components/practice-page';

export function Component() {
  return <PracticePage testType="wat" />;
}
