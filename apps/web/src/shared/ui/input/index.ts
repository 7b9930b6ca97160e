import { NumberInput } from './number-input';
import { PasswordInput } from './password-input';
import { SearchInput } from './search-input';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

/**
 * The console's inputs, under antd's names so a form moves to them by its import alone:
 * `Input`, `Input.Password`, `Input.TextArea`, `Input.Search` and `InputNumber`. Plain elements
 * in antd's look; a Form.Item binds them as it binds antd's (decision 0012).
 */
export const Input = Object.assign(TextInput, { Password: PasswordInput, TextArea, Search: SearchInput });
export { NumberInput as InputNumber, PasswordInput, SearchInput, TextArea, TextInput };
