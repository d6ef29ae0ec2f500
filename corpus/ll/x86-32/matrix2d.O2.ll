; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@S = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 4
  %2 = alloca [7 x [7 x i32]], align 4
  %3 = alloca [4 x [4 x i32]], align 4
  %4 = bitcast [7 x [7 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %4) #5
  %5 = bitcast [7 x [7 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %5) #5
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 0), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 0), align 4, !tbaa !3
  store i32 -6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 1), align 4, !tbaa !3
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 1), align 4, !tbaa !3
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 2), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 2), align 4, !tbaa !3
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 3), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 3), align 4, !tbaa !3
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 4), align 4, !tbaa !3
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 4), align 4, !tbaa !3
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 5), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 5), align 4, !tbaa !3
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 6), align 4, !tbaa !3
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 6), align 4, !tbaa !3
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 1), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 1), align 4, !tbaa !3
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 2), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 2), align 4, !tbaa !3
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 3), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 3), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 4), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 4), align 4, !tbaa !3
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 5), align 4, !tbaa !3
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 5), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 6), align 4, !tbaa !3
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 6), align 4, !tbaa !3
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 0), align 4, !tbaa !3
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 0), align 4, !tbaa !3
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 1), align 4, !tbaa !3
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 1), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 2), align 4, !tbaa !3
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 2), align 4, !tbaa !3
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 3), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 3), align 4, !tbaa !3
  store i32 -9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 4), align 4, !tbaa !3
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 4), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 5), align 4, !tbaa !3
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 5), align 4, !tbaa !3
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 6), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 6), align 4, !tbaa !3
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 0), align 4, !tbaa !3
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 0), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 1), align 4, !tbaa !3
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 1), align 4, !tbaa !3
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 2), align 4, !tbaa !3
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 2), align 4, !tbaa !3
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 3), align 4, !tbaa !3
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 3), align 4, !tbaa !3
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 4), align 4, !tbaa !3
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 4), align 4, !tbaa !3
  store i32 -11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 5), align 4, !tbaa !3
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 5), align 4, !tbaa !3
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 6), align 4, !tbaa !3
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 6), align 4, !tbaa !3
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 0), align 4, !tbaa !3
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 1), align 4, !tbaa !3
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 1), align 4, !tbaa !3
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 2), align 4, !tbaa !3
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 2), align 4, !tbaa !3
  store i32 -12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 3), align 4, !tbaa !3
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 3), align 4, !tbaa !3
  store i32 -4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 4), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 4), align 4, !tbaa !3
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 5), align 4, !tbaa !3
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 5), align 4, !tbaa !3
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 6), align 4, !tbaa !3
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 6), align 4, !tbaa !3
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 0), align 4, !tbaa !3
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 0), align 4, !tbaa !3
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 1), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 1), align 4, !tbaa !3
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 2), align 4, !tbaa !3
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 2), align 4, !tbaa !3
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 3), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 3), align 4, !tbaa !3
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 4), align 4, !tbaa !3
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 4), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 5), align 4, !tbaa !3
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 5), align 4, !tbaa !3
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 6), align 4, !tbaa !3
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 6), align 4, !tbaa !3
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 0), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 0), align 4, !tbaa !3
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 1), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 1), align 4, !tbaa !3
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 2), align 4, !tbaa !3
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 2), align 4, !tbaa !3
  store i32 -7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 3), align 4, !tbaa !3
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 3), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 4), align 4, !tbaa !3
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 4), align 4, !tbaa !3
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 5), align 4, !tbaa !3
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 5), align 4, !tbaa !3
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 6), align 4, !tbaa !3
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 6), align 4, !tbaa !3
  %6 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 1
  %7 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 2
  %9 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 0
  %10 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 3
  %11 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 0
  %12 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 4
  %13 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 0
  %14 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 5
  %15 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 0
  %16 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 0, i32 6
  %17 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 0
  %18 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 2
  %19 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 1
  %20 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 3
  %21 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 1
  %22 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 4
  %23 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 1
  %24 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 5
  %25 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 1
  %26 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 1, i32 6
  %27 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 1
  %28 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 3
  %29 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 2
  %30 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 4
  %31 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 2
  %32 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 5
  %33 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 2
  %34 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 2, i32 6
  %35 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 2
  %36 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 4
  %37 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 3
  %38 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 5
  %39 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 3
  %40 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 3, i32 6
  %41 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 3
  %42 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 5
  %43 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 4
  %44 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 4, i32 6
  %45 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 4
  %46 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 5, i32 6
  %47 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 6, i32 5
  %48 = load i32, i32* @h, align 4, !tbaa !3
  br label %49

49:                                               ; preds = %0, %345
  %50 = phi i32 [ 0, %0 ], [ %351, %345 ]
  %51 = phi i32 [ %48, %0 ], [ %350, %345 ]
  br label %185

52:                                               ; preds = %345
  store i32 %350, i32* @h, align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 1), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 1, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 2), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 3), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 3, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 4), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 5), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 5, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 6), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 0), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 7), align 4, !tbaa !3
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 0), align 4, !tbaa !3
  br label %53

53:                                               ; preds = %182, %52
  %54 = phi i32 [ %105, %182 ], [ 0, %52 ]
  %55 = phi i32 [ %99, %182 ], [ 0, %52 ]
  %56 = phi i32 [ %93, %182 ], [ 0, %52 ]
  %57 = phi i32 [ %87, %182 ], [ 0, %52 ]
  %58 = phi i32 [ %81, %182 ], [ 0, %52 ]
  %59 = phi i32 [ %75, %182 ], [ 0, %52 ]
  %60 = phi i32 [ %61, %182 ], [ 0, %52 ]
  %61 = phi i32 [ %184, %182 ], [ 0, %52 ]
  %62 = phi i32 [ %69, %182 ], [ 0, %52 ]
  %63 = phi i32 [ %107, %182 ], [ 1, %52 ]
  %64 = add nsw i32 %63, -1
  %65 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 0
  %66 = load i32, i32* %65, align 4, !tbaa !3
  %67 = sub i32 %61, %60
  %68 = add i32 %67, %62
  %69 = add i32 %68, %66
  %70 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 1
  store i32 %69, i32* %70, align 4, !tbaa !3
  %71 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa !3
  %73 = sub i32 %59, %62
  %74 = add i32 %73, %72
  %75 = add i32 %74, %69
  %76 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 2
  store i32 %75, i32* %76, align 4, !tbaa !3
  %77 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 2
  %78 = load i32, i32* %77, align 4, !tbaa !3
  %79 = sub i32 %58, %59
  %80 = add i32 %79, %78
  %81 = add i32 %80, %75
  %82 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 3
  store i32 %81, i32* %82, align 4, !tbaa !3
  %83 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 3
  %84 = load i32, i32* %83, align 4, !tbaa !3
  %85 = sub i32 %57, %58
  %86 = add i32 %85, %84
  %87 = add i32 %86, %81
  %88 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 4
  store i32 %87, i32* %88, align 4, !tbaa !3
  %89 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !3
  %91 = sub i32 %56, %57
  %92 = add i32 %91, %90
  %93 = add i32 %92, %87
  %94 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 5
  store i32 %93, i32* %94, align 4, !tbaa !3
  %95 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 5
  %96 = load i32, i32* %95, align 4, !tbaa !3
  %97 = sub i32 %55, %56
  %98 = add i32 %97, %96
  %99 = add i32 %98, %93
  %100 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 6
  store i32 %99, i32* %100, align 4, !tbaa !3
  %101 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 6
  %102 = load i32, i32* %101, align 4, !tbaa !3
  %103 = sub i32 %54, %55
  %104 = add i32 %103, %102
  %105 = add i32 %104, %99
  %106 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 7
  store i32 %105, i32* %106, align 4, !tbaa !3
  %107 = add nuw nsw i32 %63, 1
  %108 = icmp eq i32 %107, 8
  br i1 %108, label %109, label %182, !llvm.loop !7

109:                                              ; preds = %53
  %110 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 7), align 4, !tbaa !3
  %111 = xor i32 %110, %350
  %112 = mul i32 %111, 16777619
  %113 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 6), align 4, !tbaa !3
  %114 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 3), align 4, !tbaa !3
  %115 = sub i32 %113, %114
  %116 = xor i32 %115, %112
  %117 = mul i32 %116, 16777619
  %118 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 4), align 4, !tbaa !3
  %119 = sub i32 %118, %113
  %120 = xor i32 %119, %117
  %121 = mul i32 %120, 16777619
  %122 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 7), align 4, !tbaa !3
  %123 = sub i32 %110, %122
  %124 = xor i32 %123, %121
  %125 = mul i32 %124, 16777619
  %126 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 6), align 4, !tbaa !3
  %127 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 3), align 4, !tbaa !3
  %128 = add i32 %126, %114
  %129 = sub i32 %113, %128
  %130 = add i32 %129, %127
  %131 = xor i32 %130, %125
  %132 = mul i32 %131, 16777619
  %133 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 4), align 4, !tbaa !3
  %134 = add i32 %133, %113
  %135 = sub i32 %118, %134
  %136 = add i32 %135, %126
  %137 = xor i32 %136, %132
  %138 = mul i32 %137, 16777619
  %139 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 7), align 4, !tbaa !3
  %140 = sub i32 %110, %139
  %141 = xor i32 %140, %138
  %142 = mul i32 %141, 16777619
  %143 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 6), align 4, !tbaa !3
  %144 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 3), align 4, !tbaa !3
  %145 = add i32 %143, %114
  %146 = sub i32 %113, %145
  %147 = add i32 %146, %144
  %148 = xor i32 %147, %142
  %149 = mul i32 %148, 16777619
  %150 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 4), align 4, !tbaa !3
  %151 = add i32 %150, %113
  %152 = sub i32 %118, %151
  %153 = add i32 %152, %143
  %154 = xor i32 %153, %149
  %155 = mul i32 %154, 16777619
  %156 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 7), align 4, !tbaa !3
  %157 = sub i32 %110, %156
  %158 = xor i32 %157, %155
  %159 = mul i32 %158, 16777619
  %160 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 6), align 4, !tbaa !3
  %161 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 3), align 4, !tbaa !3
  %162 = add i32 %160, %114
  %163 = sub i32 %113, %162
  %164 = add i32 %163, %161
  %165 = xor i32 %164, %159
  %166 = mul i32 %165, 16777619
  %167 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 4), align 4, !tbaa !3
  %168 = add i32 %167, %113
  %169 = sub i32 %118, %168
  %170 = add i32 %169, %160
  %171 = xor i32 %170, %166
  %172 = mul i32 %171, 16777619
  %173 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0)) #6
  %174 = xor i32 %172, %173
  %175 = mul i32 %174, 16777619
  %176 = tail call fastcc i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0)) #6
  %177 = xor i32 %175, %176
  %178 = mul i32 %177, 16777619
  store i32 %178, i32* @h, align 4, !tbaa !3
  %179 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %179) #5
  %180 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0
  %181 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 0
  br label %353

182:                                              ; preds = %53
  %183 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 0
  %184 = load i32, i32* %183, align 4, !tbaa !3
  br label %53

185:                                              ; preds = %49, %234
  %186 = phi i32 [ %235, %234 ], [ 0, %49 ]
  %187 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 0
  %188 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 1
  %189 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 2
  %190 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 3
  %191 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 4
  %192 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 5
  %193 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %186, i32 6
  %194 = load i32, i32* %187, align 4, !tbaa !3
  %195 = load i32, i32* %188, align 4, !tbaa !3
  %196 = load i32, i32* %189, align 4, !tbaa !3
  %197 = load i32, i32* %190, align 4, !tbaa !3
  %198 = load i32, i32* %191, align 4, !tbaa !3
  %199 = load i32, i32* %192, align 4, !tbaa !3
  %200 = load i32, i32* %193, align 4, !tbaa !3
  br label %201

201:                                              ; preds = %201, %185
  %202 = phi i32 [ 0, %185 ], [ %232, %201 ]
  %203 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %202
  %204 = load i32, i32* %203, align 4, !tbaa !3
  %205 = mul nsw i32 %204, %194
  %206 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %202
  %207 = load i32, i32* %206, align 4, !tbaa !3
  %208 = mul nsw i32 %207, %195
  %209 = add nsw i32 %208, %205
  %210 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %202
  %211 = load i32, i32* %210, align 4, !tbaa !3
  %212 = mul nsw i32 %211, %196
  %213 = add nsw i32 %209, %212
  %214 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %202
  %215 = load i32, i32* %214, align 4, !tbaa !3
  %216 = mul nsw i32 %215, %197
  %217 = add nsw i32 %213, %216
  %218 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %202
  %219 = load i32, i32* %218, align 4, !tbaa !3
  %220 = mul nsw i32 %219, %198
  %221 = add nsw i32 %217, %220
  %222 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %202
  %223 = load i32, i32* %222, align 4, !tbaa !3
  %224 = mul nsw i32 %223, %199
  %225 = add nsw i32 %221, %224
  %226 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %202
  %227 = load i32, i32* %226, align 4, !tbaa !3
  %228 = mul nsw i32 %227, %200
  %229 = add nsw i32 %225, %228
  %230 = srem i32 %229, 1009
  %231 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %186, i32 %202
  store i32 %230, i32* %231, align 4, !tbaa !3
  %232 = add nuw nsw i32 %202, 1
  %233 = icmp eq i32 %232, 7
  br i1 %233, label %234, label %201, !llvm.loop !9

234:                                              ; preds = %201
  %235 = add nuw nsw i32 %186, 1
  %236 = icmp eq i32 %235, 7
  br i1 %236, label %237, label %185, !llvm.loop !10

237:                                              ; preds = %234
  %238 = load i32, i32* %6, align 4, !tbaa !3
  %239 = load i32, i32* %7, align 4, !tbaa !3
  store i32 %239, i32* %6, align 4, !tbaa !3
  store i32 %238, i32* %7, align 4, !tbaa !3
  %240 = load i32, i32* %8, align 4, !tbaa !3
  %241 = load i32, i32* %9, align 4, !tbaa !3
  store i32 %241, i32* %8, align 4, !tbaa !3
  store i32 %240, i32* %9, align 4, !tbaa !3
  %242 = load i32, i32* %10, align 4, !tbaa !3
  %243 = load i32, i32* %11, align 4, !tbaa !3
  store i32 %243, i32* %10, align 4, !tbaa !3
  store i32 %242, i32* %11, align 4, !tbaa !3
  %244 = load i32, i32* %12, align 4, !tbaa !3
  %245 = load i32, i32* %13, align 4, !tbaa !3
  store i32 %245, i32* %12, align 4, !tbaa !3
  store i32 %244, i32* %13, align 4, !tbaa !3
  %246 = load i32, i32* %14, align 4, !tbaa !3
  %247 = load i32, i32* %15, align 4, !tbaa !3
  store i32 %247, i32* %14, align 4, !tbaa !3
  store i32 %246, i32* %15, align 4, !tbaa !3
  %248 = load i32, i32* %16, align 4, !tbaa !3
  %249 = load i32, i32* %17, align 4, !tbaa !3
  store i32 %249, i32* %16, align 4, !tbaa !3
  store i32 %248, i32* %17, align 4, !tbaa !3
  %250 = load i32, i32* %18, align 4, !tbaa !3
  %251 = load i32, i32* %19, align 4, !tbaa !3
  store i32 %251, i32* %18, align 4, !tbaa !3
  store i32 %250, i32* %19, align 4, !tbaa !3
  %252 = load i32, i32* %20, align 4, !tbaa !3
  %253 = load i32, i32* %21, align 4, !tbaa !3
  store i32 %253, i32* %20, align 4, !tbaa !3
  store i32 %252, i32* %21, align 4, !tbaa !3
  %254 = load i32, i32* %22, align 4, !tbaa !3
  %255 = load i32, i32* %23, align 4, !tbaa !3
  store i32 %255, i32* %22, align 4, !tbaa !3
  store i32 %254, i32* %23, align 4, !tbaa !3
  %256 = load i32, i32* %24, align 4, !tbaa !3
  %257 = load i32, i32* %25, align 4, !tbaa !3
  store i32 %257, i32* %24, align 4, !tbaa !3
  store i32 %256, i32* %25, align 4, !tbaa !3
  %258 = load i32, i32* %26, align 4, !tbaa !3
  %259 = load i32, i32* %27, align 4, !tbaa !3
  store i32 %259, i32* %26, align 4, !tbaa !3
  store i32 %258, i32* %27, align 4, !tbaa !3
  %260 = load i32, i32* %28, align 4, !tbaa !3
  %261 = load i32, i32* %29, align 4, !tbaa !3
  store i32 %261, i32* %28, align 4, !tbaa !3
  store i32 %260, i32* %29, align 4, !tbaa !3
  %262 = load i32, i32* %30, align 4, !tbaa !3
  %263 = load i32, i32* %31, align 4, !tbaa !3
  store i32 %263, i32* %30, align 4, !tbaa !3
  store i32 %262, i32* %31, align 4, !tbaa !3
  %264 = load i32, i32* %32, align 4, !tbaa !3
  %265 = load i32, i32* %33, align 4, !tbaa !3
  store i32 %265, i32* %32, align 4, !tbaa !3
  store i32 %264, i32* %33, align 4, !tbaa !3
  %266 = load i32, i32* %34, align 4, !tbaa !3
  %267 = load i32, i32* %35, align 4, !tbaa !3
  store i32 %267, i32* %34, align 4, !tbaa !3
  store i32 %266, i32* %35, align 4, !tbaa !3
  %268 = load i32, i32* %36, align 4, !tbaa !3
  %269 = load i32, i32* %37, align 4, !tbaa !3
  store i32 %269, i32* %36, align 4, !tbaa !3
  store i32 %268, i32* %37, align 4, !tbaa !3
  %270 = load i32, i32* %38, align 4, !tbaa !3
  %271 = load i32, i32* %39, align 4, !tbaa !3
  store i32 %271, i32* %38, align 4, !tbaa !3
  store i32 %270, i32* %39, align 4, !tbaa !3
  %272 = load i32, i32* %40, align 4, !tbaa !3
  %273 = load i32, i32* %41, align 4, !tbaa !3
  store i32 %273, i32* %40, align 4, !tbaa !3
  store i32 %272, i32* %41, align 4, !tbaa !3
  %274 = load i32, i32* %42, align 4, !tbaa !3
  %275 = load i32, i32* %43, align 4, !tbaa !3
  store i32 %275, i32* %42, align 4, !tbaa !3
  store i32 %274, i32* %43, align 4, !tbaa !3
  %276 = load i32, i32* %44, align 4, !tbaa !3
  %277 = load i32, i32* %45, align 4, !tbaa !3
  store i32 %277, i32* %44, align 4, !tbaa !3
  store i32 %276, i32* %45, align 4, !tbaa !3
  %278 = load i32, i32* %46, align 4, !tbaa !3
  %279 = load i32, i32* %47, align 4, !tbaa !3
  store i32 %279, i32* %46, align 4, !tbaa !3
  store i32 %278, i32* %47, align 4, !tbaa !3
  br label %280

280:                                              ; preds = %300, %237
  %281 = phi i32 [ %249, %237 ], [ %312, %300 ]
  %282 = phi i32 [ %247, %237 ], [ %310, %300 ]
  %283 = phi i32 [ %245, %237 ], [ %308, %300 ]
  %284 = phi i32 [ %243, %237 ], [ %306, %300 ]
  %285 = phi i32 [ %241, %237 ], [ %304, %300 ]
  %286 = phi i32 [ %239, %237 ], [ %302, %300 ]
  %287 = phi i32 [ 0, %237 ], [ %298, %300 ]
  %288 = sub nuw nsw i32 6, %287
  %289 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %287, i32 0
  %290 = load i32, i32* %289, align 4, !tbaa !3
  %291 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %288
  store i32 %290, i32* %291, align 4, !tbaa !3
  %292 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %288
  store i32 %286, i32* %292, align 4, !tbaa !3
  %293 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %288
  store i32 %285, i32* %293, align 4, !tbaa !3
  %294 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %288
  store i32 %284, i32* %294, align 4, !tbaa !3
  %295 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %288
  store i32 %283, i32* %295, align 4, !tbaa !3
  %296 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %288
  store i32 %282, i32* %296, align 4, !tbaa !3
  %297 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %288
  store i32 %281, i32* %297, align 4, !tbaa !3
  %298 = add nuw nsw i32 %287, 1
  %299 = icmp eq i32 %298, 7
  br i1 %299, label %313, label %300, !llvm.loop !11

300:                                              ; preds = %280
  %301 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 1
  %302 = load i32, i32* %301, align 4, !tbaa !3
  %303 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 2
  %304 = load i32, i32* %303, align 4, !tbaa !3
  %305 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 3
  %306 = load i32, i32* %305, align 4, !tbaa !3
  %307 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 4
  %308 = load i32, i32* %307, align 4, !tbaa !3
  %309 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 5
  %310 = load i32, i32* %309, align 4, !tbaa !3
  %311 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %298, i32 6
  %312 = load i32, i32* %311, align 4, !tbaa !3
  br label %280

313:                                              ; preds = %280, %313
  %314 = phi i32 [ %343, %313 ], [ 0, %280 ]
  %315 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 0
  %316 = load i32, i32* %315, align 4, !tbaa !3
  %317 = srem i32 %316, 23
  %318 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 0
  store i32 %317, i32* %318, align 4, !tbaa !3
  %319 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 1
  %320 = load i32, i32* %319, align 4, !tbaa !3
  %321 = srem i32 %320, 23
  %322 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 1
  store i32 %321, i32* %322, align 4, !tbaa !3
  %323 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 2
  %324 = load i32, i32* %323, align 4, !tbaa !3
  %325 = srem i32 %324, 23
  %326 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 2
  store i32 %325, i32* %326, align 4, !tbaa !3
  %327 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 3
  %328 = load i32, i32* %327, align 4, !tbaa !3
  %329 = srem i32 %328, 23
  %330 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 3
  store i32 %329, i32* %330, align 4, !tbaa !3
  %331 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 4
  %332 = load i32, i32* %331, align 4, !tbaa !3
  %333 = srem i32 %332, 23
  %334 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 4
  store i32 %333, i32* %334, align 4, !tbaa !3
  %335 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 5
  %336 = load i32, i32* %335, align 4, !tbaa !3
  %337 = srem i32 %336, 23
  %338 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 5
  store i32 %337, i32* %338, align 4, !tbaa !3
  %339 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %314, i32 6
  %340 = load i32, i32* %339, align 4, !tbaa !3
  %341 = srem i32 %340, 23
  %342 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %314, i32 6
  store i32 %341, i32* %342, align 4, !tbaa !3
  %343 = add nuw nsw i32 %314, 1
  %344 = icmp eq i32 %343, 7
  br i1 %344, label %345, label %313, !llvm.loop !12

345:                                              ; preds = %313
  %346 = sub nuw nsw i32 6, %50
  %347 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %50, i32 %346
  %348 = load i32, i32* %347, align 4, !tbaa !3
  %349 = xor i32 %51, %348
  %350 = mul i32 %349, 16777619
  %351 = add nuw nsw i32 %50, 1
  %352 = icmp eq i32 %351, 5
  br i1 %352, label %52, label %49, !llvm.loop !13

353:                                              ; preds = %109, %400
  %354 = phi i32 [ %178, %109 ], [ %408, %400 ]
  %355 = phi i32 [ 905661424, %109 ], [ %387, %400 ]
  %356 = phi i32 [ 0, %109 ], [ %409, %400 ]
  br label %359

357:                                              ; preds = %400
  %358 = and i32 %408, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %179) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %358

359:                                              ; preds = %353, %359
  %360 = phi i32 [ %355, %353 ], [ %387, %359 ]
  %361 = phi i32 [ 0, %353 ], [ %394, %359 ]
  %362 = mul i32 %360, 1103515245
  %363 = add i32 %362, 12345
  %364 = lshr i32 %363, 16
  %365 = trunc i32 %364 to i16
  %366 = urem i16 %365, 11
  %367 = zext i16 %366 to i32
  %368 = add nsw i32 %367, -5
  %369 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 %361, i32 0
  store i32 %368, i32* %369, align 4, !tbaa !3
  %370 = mul i32 %363, 1103515245
  %371 = add i32 %370, 12345
  %372 = lshr i32 %371, 16
  %373 = trunc i32 %372 to i16
  %374 = urem i16 %373, 11
  %375 = zext i16 %374 to i32
  %376 = add nsw i32 %375, -5
  %377 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 %361, i32 1
  store i32 %376, i32* %377, align 4, !tbaa !3
  %378 = mul i32 %371, 1103515245
  %379 = add i32 %378, 12345
  %380 = lshr i32 %379, 16
  %381 = trunc i32 %380 to i16
  %382 = urem i16 %381, 11
  %383 = zext i16 %382 to i32
  %384 = add nsw i32 %383, -5
  %385 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 %361, i32 2
  store i32 %384, i32* %385, align 4, !tbaa !3
  %386 = mul i32 %379, 1103515245
  %387 = add i32 %386, 12345
  %388 = lshr i32 %387, 16
  %389 = trunc i32 %388 to i16
  %390 = urem i16 %389, 11
  %391 = zext i16 %390 to i32
  %392 = add nsw i32 %391, -5
  %393 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 %361, i32 3
  store i32 %392, i32* %393, align 4, !tbaa !3
  %394 = add nuw nsw i32 %361, 1
  %395 = icmp eq i32 %394, 4
  br i1 %395, label %396, label %359, !llvm.loop !14

396:                                              ; preds = %359
  %397 = urem i32 %356, 5
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %399, label %400

399:                                              ; preds = %396
  store i32 0, i32* %181, align 4, !tbaa !3
  br label %400

400:                                              ; preds = %399, %396
  %401 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %180) #6
  %402 = trunc i64 %401 to i32
  %403 = xor i32 %354, %402
  %404 = mul i32 %403, 16777619
  store i32 %404, i32* @h, align 4, !tbaa !3
  %405 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %180) #6
  %406 = trunc i64 %405 to i32
  %407 = xor i32 %404, %406
  %408 = mul i32 %407, 16777619
  store i32 %408, i32* @h, align 4, !tbaa !3
  %409 = add nuw nsw i32 %356, 1
  %410 = icmp eq i32 %409, 30
  br i1 %410, label %357, label %353, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @saddles([7 x i32]* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !3
  %4 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 0
  %5 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 0
  %6 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 0
  %7 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 0
  %8 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 0
  %9 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 0
  %10 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 1
  %11 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 1
  %12 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 1
  %13 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 1
  %14 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 1
  %15 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 1
  %16 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 1
  %17 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 2
  %18 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 2
  %19 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 2
  %20 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 2
  %21 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 2
  %22 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 2
  %23 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 2
  %24 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 3
  %25 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 3
  %26 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 3
  %27 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 3
  %28 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 3
  %29 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 3
  %30 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 3
  %31 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 4
  %32 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 4
  %33 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 4
  %34 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 4
  %35 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 4
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 4
  %37 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 4
  %38 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 5
  %39 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 5
  %40 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 5
  %41 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 5
  %42 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 5
  %43 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 5
  %44 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 5
  %45 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 6
  %46 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 1, i32 6
  %47 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 2, i32 6
  %48 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 3, i32 6
  %49 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 4, i32 6
  %50 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 5, i32 6
  %51 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 6, i32 6
  br label %52

52:                                               ; preds = %1, %370
  %53 = phi i32 [ 0, %1 ], [ %373, %370 ]
  %54 = phi i32 [ 0, %1 ], [ %374, %370 ]
  %55 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !3
  %57 = icmp sgt i32 %3, %56
  br i1 %57, label %59, label %376

58:                                               ; preds = %370
  ret i32 %373

59:                                               ; preds = %415, %411, %408, %404, %401, %397, %394, %390, %387, %383, %380, %52, %376
  %60 = phi i32 [ 0, %376 ], [ 0, %52 ], [ 0, %380 ], [ 0, %383 ], [ 0, %387 ], [ 0, %390 ], [ 0, %394 ], [ 0, %397 ], [ 0, %401 ], [ 0, %404 ], [ 0, %408 ], [ 0, %411 ], [ %418, %415 ]
  %61 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %62 = load i32, i32* %61, align 4, !tbaa !3
  %63 = icmp slt i32 %56, %62
  br i1 %63, label %110, label %64

64:                                               ; preds = %59
  %65 = load i32, i32* %10, align 4, !tbaa !3
  %66 = icmp sgt i32 %65, %62
  br i1 %66, label %110, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %69 = load i32, i32* %68, align 4, !tbaa !3
  %70 = icmp slt i32 %69, %62
  br i1 %70, label %110, label %71

71:                                               ; preds = %67
  %72 = load i32, i32* %11, align 4, !tbaa !3
  %73 = icmp sgt i32 %72, %62
  br i1 %73, label %110, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %76 = load i32, i32* %75, align 4, !tbaa !3
  %77 = icmp slt i32 %76, %62
  br i1 %77, label %110, label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %12, align 4, !tbaa !3
  %80 = icmp sgt i32 %79, %62
  br i1 %80, label %110, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %83 = load i32, i32* %82, align 4, !tbaa !3
  %84 = icmp slt i32 %83, %62
  br i1 %84, label %110, label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %13, align 4, !tbaa !3
  %87 = icmp sgt i32 %86, %62
  br i1 %87, label %110, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !3
  %91 = icmp slt i32 %90, %62
  br i1 %91, label %110, label %92

92:                                               ; preds = %88
  %93 = load i32, i32* %14, align 4, !tbaa !3
  %94 = icmp sgt i32 %93, %62
  br i1 %94, label %110, label %95

95:                                               ; preds = %92
  %96 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %97 = load i32, i32* %96, align 4, !tbaa !3
  %98 = icmp slt i32 %97, %62
  br i1 %98, label %110, label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %15, align 4, !tbaa !3
  %101 = icmp sgt i32 %100, %62
  br i1 %101, label %110, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %104 = load i32, i32* %103, align 4, !tbaa !3
  %105 = icmp slt i32 %104, %62
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = load i32, i32* %16, align 4, !tbaa !3
  %108 = icmp sgt i32 %107, %62
  %109 = select i1 %108, i32 0, i32 1
  br label %110

110:                                              ; preds = %106, %67, %64, %71, %74, %78, %81, %85, %88, %92, %95, %99, %102, %59
  %111 = phi i32 [ 0, %59 ], [ 0, %67 ], [ 0, %64 ], [ 0, %71 ], [ 0, %74 ], [ 0, %78 ], [ 0, %81 ], [ 0, %85 ], [ 0, %88 ], [ 0, %92 ], [ 0, %95 ], [ 0, %99 ], [ 0, %102 ], [ %109, %106 ]
  %112 = add nsw i32 %60, %53
  %113 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %114 = load i32, i32* %113, align 4, !tbaa !3
  %115 = icmp slt i32 %56, %114
  br i1 %115, label %162, label %116

116:                                              ; preds = %110
  %117 = load i32, i32* %17, align 4, !tbaa !3
  %118 = icmp sgt i32 %117, %114
  br i1 %118, label %162, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %121 = load i32, i32* %120, align 4, !tbaa !3
  %122 = icmp slt i32 %121, %114
  br i1 %122, label %162, label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %18, align 4, !tbaa !3
  %125 = icmp sgt i32 %124, %114
  br i1 %125, label %162, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %128 = load i32, i32* %127, align 4, !tbaa !3
  %129 = icmp slt i32 %128, %114
  br i1 %129, label %162, label %130

130:                                              ; preds = %126
  %131 = load i32, i32* %19, align 4, !tbaa !3
  %132 = icmp sgt i32 %131, %114
  br i1 %132, label %162, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %135 = load i32, i32* %134, align 4, !tbaa !3
  %136 = icmp slt i32 %135, %114
  br i1 %136, label %162, label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %20, align 4, !tbaa !3
  %139 = icmp sgt i32 %138, %114
  br i1 %139, label %162, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %142 = load i32, i32* %141, align 4, !tbaa !3
  %143 = icmp slt i32 %142, %114
  br i1 %143, label %162, label %144

144:                                              ; preds = %140
  %145 = load i32, i32* %21, align 4, !tbaa !3
  %146 = icmp sgt i32 %145, %114
  br i1 %146, label %162, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %149 = load i32, i32* %148, align 4, !tbaa !3
  %150 = icmp slt i32 %149, %114
  br i1 %150, label %162, label %151

151:                                              ; preds = %147
  %152 = load i32, i32* %22, align 4, !tbaa !3
  %153 = icmp sgt i32 %152, %114
  br i1 %153, label %162, label %154

154:                                              ; preds = %151
  %155 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %156 = load i32, i32* %155, align 4, !tbaa !3
  %157 = icmp slt i32 %156, %114
  br i1 %157, label %162, label %158

158:                                              ; preds = %154
  %159 = load i32, i32* %23, align 4, !tbaa !3
  %160 = icmp sgt i32 %159, %114
  %161 = select i1 %160, i32 0, i32 1
  br label %162

162:                                              ; preds = %158, %119, %116, %123, %126, %130, %133, %137, %140, %144, %147, %151, %154, %110
  %163 = phi i32 [ 0, %110 ], [ 0, %119 ], [ 0, %116 ], [ 0, %123 ], [ 0, %126 ], [ 0, %130 ], [ 0, %133 ], [ 0, %137 ], [ 0, %140 ], [ 0, %144 ], [ 0, %147 ], [ 0, %151 ], [ 0, %154 ], [ %161, %158 ]
  %164 = add nsw i32 %111, %112
  %165 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %166 = load i32, i32* %165, align 4, !tbaa !3
  %167 = icmp slt i32 %56, %166
  br i1 %167, label %214, label %168

168:                                              ; preds = %162
  %169 = load i32, i32* %24, align 4, !tbaa !3
  %170 = icmp sgt i32 %169, %166
  br i1 %170, label %214, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %173 = load i32, i32* %172, align 4, !tbaa !3
  %174 = icmp slt i32 %173, %166
  br i1 %174, label %214, label %175

175:                                              ; preds = %171
  %176 = load i32, i32* %25, align 4, !tbaa !3
  %177 = icmp sgt i32 %176, %166
  br i1 %177, label %214, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %180 = load i32, i32* %179, align 4, !tbaa !3
  %181 = icmp slt i32 %180, %166
  br i1 %181, label %214, label %182

182:                                              ; preds = %178
  %183 = load i32, i32* %26, align 4, !tbaa !3
  %184 = icmp sgt i32 %183, %166
  br i1 %184, label %214, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %187 = load i32, i32* %186, align 4, !tbaa !3
  %188 = icmp slt i32 %187, %166
  br i1 %188, label %214, label %189

189:                                              ; preds = %185
  %190 = load i32, i32* %27, align 4, !tbaa !3
  %191 = icmp sgt i32 %190, %166
  br i1 %191, label %214, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %194 = load i32, i32* %193, align 4, !tbaa !3
  %195 = icmp slt i32 %194, %166
  br i1 %195, label %214, label %196

196:                                              ; preds = %192
  %197 = load i32, i32* %28, align 4, !tbaa !3
  %198 = icmp sgt i32 %197, %166
  br i1 %198, label %214, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %201 = load i32, i32* %200, align 4, !tbaa !3
  %202 = icmp slt i32 %201, %166
  br i1 %202, label %214, label %203

203:                                              ; preds = %199
  %204 = load i32, i32* %29, align 4, !tbaa !3
  %205 = icmp sgt i32 %204, %166
  br i1 %205, label %214, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %208 = load i32, i32* %207, align 4, !tbaa !3
  %209 = icmp slt i32 %208, %166
  br i1 %209, label %214, label %210

210:                                              ; preds = %206
  %211 = load i32, i32* %30, align 4, !tbaa !3
  %212 = icmp sgt i32 %211, %166
  %213 = select i1 %212, i32 0, i32 1
  br label %214

214:                                              ; preds = %210, %171, %168, %175, %178, %182, %185, %189, %192, %196, %199, %203, %206, %162
  %215 = phi i32 [ 0, %162 ], [ 0, %171 ], [ 0, %168 ], [ 0, %175 ], [ 0, %178 ], [ 0, %182 ], [ 0, %185 ], [ 0, %189 ], [ 0, %192 ], [ 0, %196 ], [ 0, %199 ], [ 0, %203 ], [ 0, %206 ], [ %213, %210 ]
  %216 = add nsw i32 %163, %164
  %217 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %218 = load i32, i32* %217, align 4, !tbaa !3
  %219 = icmp slt i32 %56, %218
  br i1 %219, label %266, label %220

220:                                              ; preds = %214
  %221 = load i32, i32* %31, align 4, !tbaa !3
  %222 = icmp sgt i32 %221, %218
  br i1 %222, label %266, label %223

223:                                              ; preds = %220
  %224 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %225 = load i32, i32* %224, align 4, !tbaa !3
  %226 = icmp slt i32 %225, %218
  br i1 %226, label %266, label %227

227:                                              ; preds = %223
  %228 = load i32, i32* %32, align 4, !tbaa !3
  %229 = icmp sgt i32 %228, %218
  br i1 %229, label %266, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %232 = load i32, i32* %231, align 4, !tbaa !3
  %233 = icmp slt i32 %232, %218
  br i1 %233, label %266, label %234

234:                                              ; preds = %230
  %235 = load i32, i32* %33, align 4, !tbaa !3
  %236 = icmp sgt i32 %235, %218
  br i1 %236, label %266, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %239 = load i32, i32* %238, align 4, !tbaa !3
  %240 = icmp slt i32 %239, %218
  br i1 %240, label %266, label %241

241:                                              ; preds = %237
  %242 = load i32, i32* %34, align 4, !tbaa !3
  %243 = icmp sgt i32 %242, %218
  br i1 %243, label %266, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %246 = load i32, i32* %245, align 4, !tbaa !3
  %247 = icmp slt i32 %246, %218
  br i1 %247, label %266, label %248

248:                                              ; preds = %244
  %249 = load i32, i32* %35, align 4, !tbaa !3
  %250 = icmp sgt i32 %249, %218
  br i1 %250, label %266, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %253 = load i32, i32* %252, align 4, !tbaa !3
  %254 = icmp slt i32 %253, %218
  br i1 %254, label %266, label %255

255:                                              ; preds = %251
  %256 = load i32, i32* %36, align 4, !tbaa !3
  %257 = icmp sgt i32 %256, %218
  br i1 %257, label %266, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %260 = load i32, i32* %259, align 4, !tbaa !3
  %261 = icmp slt i32 %260, %218
  br i1 %261, label %266, label %262

262:                                              ; preds = %258
  %263 = load i32, i32* %37, align 4, !tbaa !3
  %264 = icmp sgt i32 %263, %218
  %265 = select i1 %264, i32 0, i32 1
  br label %266

266:                                              ; preds = %262, %223, %220, %227, %230, %234, %237, %241, %244, %248, %251, %255, %258, %214
  %267 = phi i32 [ 0, %214 ], [ 0, %223 ], [ 0, %220 ], [ 0, %227 ], [ 0, %230 ], [ 0, %234 ], [ 0, %237 ], [ 0, %241 ], [ 0, %244 ], [ 0, %248 ], [ 0, %251 ], [ 0, %255 ], [ 0, %258 ], [ %265, %262 ]
  %268 = add nsw i32 %215, %216
  %269 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %270 = load i32, i32* %269, align 4, !tbaa !3
  %271 = icmp slt i32 %56, %270
  br i1 %271, label %318, label %272

272:                                              ; preds = %266
  %273 = load i32, i32* %38, align 4, !tbaa !3
  %274 = icmp sgt i32 %273, %270
  br i1 %274, label %318, label %275

275:                                              ; preds = %272
  %276 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %277 = load i32, i32* %276, align 4, !tbaa !3
  %278 = icmp slt i32 %277, %270
  br i1 %278, label %318, label %279

279:                                              ; preds = %275
  %280 = load i32, i32* %39, align 4, !tbaa !3
  %281 = icmp sgt i32 %280, %270
  br i1 %281, label %318, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %284 = load i32, i32* %283, align 4, !tbaa !3
  %285 = icmp slt i32 %284, %270
  br i1 %285, label %318, label %286

286:                                              ; preds = %282
  %287 = load i32, i32* %40, align 4, !tbaa !3
  %288 = icmp sgt i32 %287, %270
  br i1 %288, label %318, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %291 = load i32, i32* %290, align 4, !tbaa !3
  %292 = icmp slt i32 %291, %270
  br i1 %292, label %318, label %293

293:                                              ; preds = %289
  %294 = load i32, i32* %41, align 4, !tbaa !3
  %295 = icmp sgt i32 %294, %270
  br i1 %295, label %318, label %296

296:                                              ; preds = %293
  %297 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %298 = load i32, i32* %297, align 4, !tbaa !3
  %299 = icmp slt i32 %298, %270
  br i1 %299, label %318, label %300

300:                                              ; preds = %296
  %301 = load i32, i32* %42, align 4, !tbaa !3
  %302 = icmp sgt i32 %301, %270
  br i1 %302, label %318, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %305 = load i32, i32* %304, align 4, !tbaa !3
  %306 = icmp slt i32 %305, %270
  br i1 %306, label %318, label %307

307:                                              ; preds = %303
  %308 = load i32, i32* %43, align 4, !tbaa !3
  %309 = icmp sgt i32 %308, %270
  br i1 %309, label %318, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %312 = load i32, i32* %311, align 4, !tbaa !3
  %313 = icmp slt i32 %312, %270
  br i1 %313, label %318, label %314

314:                                              ; preds = %310
  %315 = load i32, i32* %44, align 4, !tbaa !3
  %316 = icmp sgt i32 %315, %270
  %317 = select i1 %316, i32 0, i32 1
  br label %318

318:                                              ; preds = %314, %275, %272, %279, %282, %286, %289, %293, %296, %300, %303, %307, %310, %266
  %319 = phi i32 [ 0, %266 ], [ 0, %275 ], [ 0, %272 ], [ 0, %279 ], [ 0, %282 ], [ 0, %286 ], [ 0, %289 ], [ 0, %293 ], [ 0, %296 ], [ 0, %300 ], [ 0, %303 ], [ 0, %307 ], [ 0, %310 ], [ %317, %314 ]
  %320 = add nsw i32 %267, %268
  %321 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %322 = load i32, i32* %321, align 4, !tbaa !3
  %323 = icmp slt i32 %56, %322
  br i1 %323, label %370, label %324

324:                                              ; preds = %318
  %325 = load i32, i32* %45, align 4, !tbaa !3
  %326 = icmp sgt i32 %325, %322
  br i1 %326, label %370, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %329 = load i32, i32* %328, align 4, !tbaa !3
  %330 = icmp slt i32 %329, %322
  br i1 %330, label %370, label %331

331:                                              ; preds = %327
  %332 = load i32, i32* %46, align 4, !tbaa !3
  %333 = icmp sgt i32 %332, %322
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %336 = load i32, i32* %335, align 4, !tbaa !3
  %337 = icmp slt i32 %336, %322
  br i1 %337, label %370, label %338

338:                                              ; preds = %334
  %339 = load i32, i32* %47, align 4, !tbaa !3
  %340 = icmp sgt i32 %339, %322
  br i1 %340, label %370, label %341

341:                                              ; preds = %338
  %342 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %343 = load i32, i32* %342, align 4, !tbaa !3
  %344 = icmp slt i32 %343, %322
  br i1 %344, label %370, label %345

345:                                              ; preds = %341
  %346 = load i32, i32* %48, align 4, !tbaa !3
  %347 = icmp sgt i32 %346, %322
  br i1 %347, label %370, label %348

348:                                              ; preds = %345
  %349 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %350 = load i32, i32* %349, align 4, !tbaa !3
  %351 = icmp slt i32 %350, %322
  br i1 %351, label %370, label %352

352:                                              ; preds = %348
  %353 = load i32, i32* %49, align 4, !tbaa !3
  %354 = icmp sgt i32 %353, %322
  br i1 %354, label %370, label %355

355:                                              ; preds = %352
  %356 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %357 = load i32, i32* %356, align 4, !tbaa !3
  %358 = icmp slt i32 %357, %322
  br i1 %358, label %370, label %359

359:                                              ; preds = %355
  %360 = load i32, i32* %50, align 4, !tbaa !3
  %361 = icmp sgt i32 %360, %322
  br i1 %361, label %370, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %364 = load i32, i32* %363, align 4, !tbaa !3
  %365 = icmp slt i32 %364, %322
  br i1 %365, label %370, label %366

366:                                              ; preds = %362
  %367 = load i32, i32* %51, align 4, !tbaa !3
  %368 = icmp sgt i32 %367, %322
  %369 = select i1 %368, i32 0, i32 1
  br label %370

370:                                              ; preds = %366, %327, %324, %331, %334, %338, %341, %345, %348, %352, %355, %359, %362, %318
  %371 = phi i32 [ 0, %318 ], [ 0, %327 ], [ 0, %324 ], [ 0, %331 ], [ 0, %334 ], [ 0, %338 ], [ 0, %341 ], [ 0, %345 ], [ 0, %348 ], [ 0, %352 ], [ 0, %355 ], [ 0, %359 ], [ 0, %362 ], [ %369, %366 ]
  %372 = add nsw i32 %319, %320
  %373 = add nsw i32 %371, %372
  %374 = add nuw nsw i32 %54, 1
  %375 = icmp eq i32 %374, 7
  br i1 %375, label %58, label %52, !llvm.loop !16

376:                                              ; preds = %52
  %377 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %378 = load i32, i32* %377, align 4, !tbaa !3
  %379 = icmp slt i32 %378, %56
  br i1 %379, label %59, label %380

380:                                              ; preds = %376
  %381 = load i32, i32* %4, align 4, !tbaa !3
  %382 = icmp sgt i32 %381, %56
  br i1 %382, label %59, label %383

383:                                              ; preds = %380
  %384 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %385 = load i32, i32* %384, align 4, !tbaa !3
  %386 = icmp slt i32 %385, %56
  br i1 %386, label %59, label %387

387:                                              ; preds = %383
  %388 = load i32, i32* %5, align 4, !tbaa !3
  %389 = icmp sgt i32 %388, %56
  br i1 %389, label %59, label %390

390:                                              ; preds = %387
  %391 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %392 = load i32, i32* %391, align 4, !tbaa !3
  %393 = icmp slt i32 %392, %56
  br i1 %393, label %59, label %394

394:                                              ; preds = %390
  %395 = load i32, i32* %6, align 4, !tbaa !3
  %396 = icmp sgt i32 %395, %56
  br i1 %396, label %59, label %397

397:                                              ; preds = %394
  %398 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %399 = load i32, i32* %398, align 4, !tbaa !3
  %400 = icmp slt i32 %399, %56
  br i1 %400, label %59, label %401

401:                                              ; preds = %397
  %402 = load i32, i32* %7, align 4, !tbaa !3
  %403 = icmp sgt i32 %402, %56
  br i1 %403, label %59, label %404

404:                                              ; preds = %401
  %405 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %406 = load i32, i32* %405, align 4, !tbaa !3
  %407 = icmp slt i32 %406, %56
  br i1 %407, label %59, label %408

408:                                              ; preds = %404
  %409 = load i32, i32* %8, align 4, !tbaa !3
  %410 = icmp sgt i32 %409, %56
  br i1 %410, label %59, label %411

411:                                              ; preds = %408
  %412 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %413 = load i32, i32* %412, align 4, !tbaa !3
  %414 = icmp slt i32 %413, %56
  br i1 %414, label %59, label %415

415:                                              ; preds = %411
  %416 = load i32, i32* %9, align 4, !tbaa !3
  %417 = icmp sgt i32 %416, %56
  %418 = select i1 %417, i32 0, i32 1
  br label %59
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i64 @det_bareiss(i32 noundef %0, [4 x i32]* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [4 x [4 x i64]], align 8
  %4 = bitcast [4 x [4 x i64]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  %8 = and i32 %0, 1
  %9 = icmp eq i32 %7, 0
  %10 = and i32 %0, -2
  %11 = icmp eq i32 %8, 0
  br label %14

12:                                               ; preds = %2
  %13 = add i32 %0, -1
  br label %125

14:                                               ; preds = %6, %31
  %15 = phi i32 [ %32, %31 ], [ 0, %6 ]
  br i1 %9, label %24, label %34

16:                                               ; preds = %31
  %17 = add i32 %0, -1
  %18 = icmp sgt i32 %0, 1
  br i1 %18, label %19, label %125

19:                                               ; preds = %16
  %20 = and i32 %0, 1
  %21 = icmp eq i32 %7, 0
  %22 = and i32 %0, -2
  %23 = icmp eq i32 %20, 0
  br label %49

24:                                               ; preds = %34, %14
  %25 = phi i32 [ 0, %14 ], [ %46, %34 ]
  br i1 %11, label %31, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %15, i32 %25
  %28 = load i32, i32* %27, align 4, !tbaa !3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %15, i32 %25
  store i64 %29, i64* %30, align 8, !tbaa !17
  br label %31

31:                                               ; preds = %24, %26
  %32 = add nuw nsw i32 %15, 1
  %33 = icmp eq i32 %32, %0
  br i1 %33, label %16, label %14, !llvm.loop !19

34:                                               ; preds = %14, %34
  %35 = phi i32 [ %46, %34 ], [ 0, %14 ]
  %36 = phi i32 [ %47, %34 ], [ 0, %14 ]
  %37 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %15, i32 %35
  %38 = load i32, i32* %37, align 4, !tbaa !3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %15, i32 %35
  store i64 %39, i64* %40, align 8, !tbaa !17
  %41 = or i32 %35, 1
  %42 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %15, i32 %41
  %43 = load i32, i32* %42, align 4, !tbaa !3
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %15, i32 %41
  store i64 %44, i64* %45, align 8, !tbaa !17
  %46 = add nuw nsw i32 %35, 2
  %47 = add i32 %36, 2
  %48 = icmp eq i32 %47, %10
  br i1 %48, label %24, label %34, !llvm.loop !20

49:                                               ; preds = %19, %102
  %50 = phi i32 [ %105, %102 ], [ 1, %19 ]
  %51 = phi i1 [ %104, %102 ], [ true, %19 ]
  %52 = phi i32 [ %97, %102 ], [ 0, %19 ]
  %53 = phi i32 [ %96, %102 ], [ 1, %19 ]
  %54 = phi i64 [ %103, %102 ], [ 1, %19 ]
  %55 = call i32 @llvm.smax.i32(i32 %0, i32 %50)
  %56 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %52, i32 %52
  %57 = load i64, i64* %56, align 8, !tbaa !17
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %59, label %95

59:                                               ; preds = %49, %63
  %60 = phi i32 [ %61, %63 ], [ %52, %49 ]
  %61 = add nuw nsw i32 %60, 1
  %62 = icmp slt i32 %61, %0
  br i1 %62, label %63, label %67

63:                                               ; preds = %59
  %64 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %61, i32 %52
  %65 = load i64, i64* %64, align 8, !tbaa !17
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %59, label %67, !llvm.loop !21

67:                                               ; preds = %59, %63
  %68 = phi i32 [ %55, %59 ], [ %61, %63 ]
  %69 = icmp eq i32 %68, %0
  br i1 %69, label %124, label %70

70:                                               ; preds = %67
  br i1 %21, label %86, label %71

71:                                               ; preds = %70, %71
  %72 = phi i32 [ %83, %71 ], [ 0, %70 ]
  %73 = phi i32 [ %84, %71 ], [ 0, %70 ]
  %74 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %52, i32 %72
  %75 = load i64, i64* %74, align 8, !tbaa !17
  %76 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %68, i32 %72
  %77 = load i64, i64* %76, align 8, !tbaa !17
  store i64 %77, i64* %74, align 8, !tbaa !17
  store i64 %75, i64* %76, align 8, !tbaa !17
  %78 = or i32 %72, 1
  %79 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %52, i32 %78
  %80 = load i64, i64* %79, align 8, !tbaa !17
  %81 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %68, i32 %78
  %82 = load i64, i64* %81, align 8, !tbaa !17
  store i64 %82, i64* %79, align 8, !tbaa !17
  store i64 %80, i64* %81, align 8, !tbaa !17
  %83 = add nuw nsw i32 %72, 2
  %84 = add nuw nsw i32 %73, 2
  %85 = icmp eq i32 %84, %22
  br i1 %85, label %86, label %71, !llvm.loop !22

86:                                               ; preds = %71, %70
  %87 = phi i32 [ 0, %70 ], [ %83, %71 ]
  br i1 %23, label %93, label %88

88:                                               ; preds = %86
  %89 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %52, i32 %87
  %90 = load i64, i64* %89, align 8, !tbaa !17
  %91 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %68, i32 %87
  %92 = load i64, i64* %91, align 8, !tbaa !17
  store i64 %92, i64* %89, align 8, !tbaa !17
  store i64 %90, i64* %91, align 8, !tbaa !17
  br label %93

93:                                               ; preds = %86, %88
  %94 = sub nsw i32 0, %53
  br label %95

95:                                               ; preds = %93, %49
  %96 = phi i32 [ %94, %93 ], [ %53, %49 ]
  %97 = add nuw nsw i32 %52, 1
  %98 = icmp slt i32 %97, %0
  br i1 %98, label %99, label %102

99:                                               ; preds = %95, %107
  %100 = phi i32 [ %108, %107 ], [ %97, %95 ]
  %101 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %100, i32 %52
  br label %110

102:                                              ; preds = %107, %95
  %103 = load i64, i64* %56, align 8, !tbaa !17
  %104 = icmp slt i32 %97, %17
  %105 = add nuw i32 %50, 1
  %106 = icmp eq i32 %97, %17
  br i1 %106, label %125, label %49, !llvm.loop !23

107:                                              ; preds = %110
  %108 = add nuw nsw i32 %100, 1
  %109 = icmp eq i32 %108, %0
  br i1 %109, label %102, label %99, !llvm.loop !24

110:                                              ; preds = %99, %110
  %111 = phi i32 [ %97, %99 ], [ %122, %110 ]
  %112 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %100, i32 %111
  %113 = load i64, i64* %112, align 8, !tbaa !17
  %114 = load i64, i64* %56, align 8, !tbaa !17
  %115 = mul nsw i64 %114, %113
  %116 = load i64, i64* %101, align 8, !tbaa !17
  %117 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %52, i32 %111
  %118 = load i64, i64* %117, align 8, !tbaa !17
  %119 = mul nsw i64 %118, %116
  %120 = sub nsw i64 %115, %119
  %121 = sdiv i64 %120, %54
  store i64 %121, i64* %112, align 8, !tbaa !17
  %122 = add nuw nsw i32 %111, 1
  %123 = icmp eq i32 %122, %0
  br i1 %123, label %107, label %110, !llvm.loop !25

124:                                              ; preds = %67
  br i1 %51, label %132, label %125

125:                                              ; preds = %102, %12, %16, %124
  %126 = phi i32 [ %17, %124 ], [ %17, %16 ], [ %13, %12 ], [ %17, %102 ]
  %127 = phi i32 [ %53, %124 ], [ 1, %16 ], [ 1, %12 ], [ %96, %102 ]
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %126, i32 %126
  %130 = load i64, i64* %129, align 8, !tbaa !17
  %131 = mul nsw i64 %130, %128
  br label %132

132:                                              ; preds = %124, %125
  %133 = phi i64 [ %131, %125 ], [ 0, %124 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !5, i64 0}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
!24 = distinct !{!24, !8}
!25 = distinct !{!25, !8}
