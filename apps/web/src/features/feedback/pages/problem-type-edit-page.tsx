import ProblemTypeFormPage from './problem-type-form-page';

export default function ProblemTypeEditPage() {
  return <ProblemTypeFormPage mode="edit" />;
}
