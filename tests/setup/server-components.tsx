// Renders server components that are async (they read the page's language) in a component test:
// each async component in the tree is awaited in place, the rest is left for React as it is.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

const isAsync = (type: unknown) =>
  typeof type === "function" && type.constructor.name === "AsyncFunction";

export async function resolveServer(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServer));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (isAsync(element.type)) {
    const render = element.type as (props: object) => Promise<ReactNode>;
    return resolveServer(await render(element.props));
  }
  const { children } = element.props;
  if (children === undefined) return element;
  const resolved = await Promise.all(Children.toArray(children).map(resolveServer));
  return cloneElement(element, undefined, ...resolved);
}
