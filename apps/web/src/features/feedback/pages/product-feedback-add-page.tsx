import ProductFeedbackFormPage from './product-feedback-form-page';

export default function ProductFeedbackAddPage() {
  return <ProductFeedbackFormPage mode="add" />;
}
