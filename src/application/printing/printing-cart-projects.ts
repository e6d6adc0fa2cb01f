import { inject, injectable } from 'inversify';
import type { CartProjects } from '../ports/cart-projects';
import { PrintProducts } from './print-products';
import { ProjectStore } from './project-store';
import { ProjectSync } from './project-sync';

/** The port the cart reads the printing's projects through (src/application/ports/cart-projects.ts). */
@injectable()
export class PrintingCartProjects implements CartProjects {
  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
    @inject(PrintProducts) private readonly products: PrintProducts,
  ) {}

  get cartProjects(): CartProjects['cartProjects'] {
    return this.projects.cartProjects;
  }

  get active(): CartProjects['active'] {
    return this.projects.active;
  }

  product(productId: string): ReturnType<CartProjects['product']> {
    return this.products.product(productId);
  }

  setProjectQuantity(projectId: string, quantity: number): ReturnType<CartProjects['setProjectQuantity']> {
    return this.projects.setProjectQuantity(projectId, quantity);
  }

  removeProject(projectId: string): void {
    this.projects.removeProject(projectId);
  }

  editFromCart(projectId: string): ReturnType<CartProjects['editFromCart']> {
    return this.projects.editFromCart(projectId);
  }

  completeCheckout(): void {
    this.projects.completeCheckout();
  }

  settle(ids: readonly string[]): Promise<boolean> {
    return this.sync.settle(ids);
  }
}
