; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

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
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 -6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 1), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 1), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 2), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 2), align 4, !tbaa !7
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 3), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 4), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 4), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 5), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 5), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 1, i32 6), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 6), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 1), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 2), align 4, !tbaa !7
  store i32 14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 2), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 3), align 4, !tbaa !7
  store i32 -9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 4), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 4), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 5), align 4, !tbaa !7
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 5), align 4, !tbaa !7
  store i32 10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 2, i32 6), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 6), align 4, !tbaa !7
  store i32 -14, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 1), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 1), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 2), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 2), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 3), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 3), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 4), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 4), align 4, !tbaa !7
  store i32 -11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 5), align 4, !tbaa !7
  store i32 4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 5), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 3, i32 6), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 6), align 4, !tbaa !7
  store i32 -5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 1), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 1), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 2), align 4, !tbaa !7
  store i32 6, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 2), align 4, !tbaa !7
  store i32 -12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 3), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 3), align 4, !tbaa !7
  store i32 -4, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 4), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 4), align 4, !tbaa !7
  store i32 -10, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 5), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 5), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 4, i32 6), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 6), align 4, !tbaa !7
  store i32 -1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 1), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 1), align 4, !tbaa !7
  store i32 -2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 2), align 4, !tbaa !7
  store i32 16, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 2), align 4, !tbaa !7
  store i32 -3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 3), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 3), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 4), align 4, !tbaa !7
  store i32 1, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 4), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 5), align 4, !tbaa !7
  store i32 2, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 5), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 5, i32 6), align 4, !tbaa !7
  store i32 7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 6), align 4, !tbaa !7
  store i32 -15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 11, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 1), align 4, !tbaa !7
  store i32 12, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 2), align 4, !tbaa !7
  store i32 3, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 2), align 4, !tbaa !7
  store i32 -7, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 3), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 3), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 4), align 4, !tbaa !7
  store i32 8, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 4), align 4, !tbaa !7
  store i32 15, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 5), align 4, !tbaa !7
  store i32 13, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 5), align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 6, i32 6), align 4, !tbaa !7
  store i32 5, i32* getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 6), align 4, !tbaa !7
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
  %48 = load i32, i32* @h, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %0, %647
  %50 = phi i32 [ 0, %0 ], [ %653, %647 ]
  %51 = phi i32 [ %48, %0 ], [ %652, %647 ]
  br label %239

52:                                               ; preds = %647
  store i32 %652, i32* @h, align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 1), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 1, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 2), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 3), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 3, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 4), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 5), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 5, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 6), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 0), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 7), align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 0), align 4, !tbaa !7
  br label %53

53:                                               ; preds = %197, %52
  %54 = phi i32 [ 0, %52 ], [ %234, %197 ]
  %55 = phi i32 [ 0, %52 ], [ %229, %197 ]
  %56 = phi i32 [ 0, %52 ], [ %224, %197 ]
  %57 = phi i32 [ 0, %52 ], [ %219, %197 ]
  %58 = phi i32 [ 0, %52 ], [ %214, %197 ]
  %59 = phi i32 [ 0, %52 ], [ %209, %197 ]
  %60 = phi i32 [ 0, %52 ], [ %199, %197 ]
  %61 = phi i32 [ 0, %52 ], [ %238, %197 ]
  %62 = phi i32 [ 0, %52 ], [ %204, %197 ]
  %63 = phi i32 [ 1, %52 ], [ %236, %197 ]
  %64 = add nsw i32 %63, -1
  %65 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 0
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = sub i32 %61, %60
  %68 = add i32 %67, %62
  %69 = add i32 %68, %66
  %70 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 1
  store i32 %69, i32* %70, align 4, !tbaa !7
  %71 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa !7
  %73 = sub i32 %59, %62
  %74 = add i32 %73, %72
  %75 = add i32 %74, %69
  %76 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 2
  store i32 %75, i32* %76, align 4, !tbaa !7
  %77 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 2
  %78 = load i32, i32* %77, align 4, !tbaa !7
  %79 = sub i32 %58, %59
  %80 = add i32 %79, %78
  %81 = add i32 %80, %75
  %82 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 3
  store i32 %81, i32* %82, align 4, !tbaa !7
  %83 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 3
  %84 = load i32, i32* %83, align 4, !tbaa !7
  %85 = sub i32 %57, %58
  %86 = add i32 %85, %84
  %87 = add i32 %86, %81
  %88 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 4
  store i32 %87, i32* %88, align 4, !tbaa !7
  %89 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = sub i32 %56, %57
  %92 = add i32 %91, %90
  %93 = add i32 %92, %87
  %94 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 5
  store i32 %93, i32* %94, align 4, !tbaa !7
  %95 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 5
  %96 = load i32, i32* %95, align 4, !tbaa !7
  %97 = sub i32 %55, %56
  %98 = add i32 %97, %96
  %99 = add i32 %98, %93
  %100 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 6
  store i32 %99, i32* %100, align 4, !tbaa !7
  %101 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %64, i32 6
  %102 = load i32, i32* %101, align 4, !tbaa !7
  %103 = sub i32 %54, %55
  %104 = add i32 %103, %102
  %105 = add i32 %104, %99
  %106 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %63, i32 7
  store i32 %105, i32* %106, align 4, !tbaa !7
  %107 = add nuw nsw i32 %63, 1
  %108 = icmp eq i32 %107, 8
  br i1 %108, label %109, label %197, !llvm.loop !11

109:                                              ; preds = %53
  %110 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 7), align 4, !tbaa !7
  %111 = xor i32 %110, %652
  %112 = mul i32 %111, 16777619
  %113 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 6), align 4, !tbaa !7
  %114 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 3), align 4, !tbaa !7
  %115 = sub i32 %113, %114
  %116 = xor i32 %115, %112
  %117 = mul i32 %116, 16777619
  %118 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 4), align 4, !tbaa !7
  %119 = sub i32 %118, %113
  %120 = xor i32 %119, %117
  %121 = mul i32 %120, 16777619
  %122 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 7), align 4, !tbaa !7
  %123 = sub i32 %110, %122
  %124 = xor i32 %123, %121
  %125 = mul i32 %124, 16777619
  %126 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 6), align 4, !tbaa !7
  %127 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 3), align 4, !tbaa !7
  %128 = add i32 %126, %114
  %129 = sub i32 %113, %128
  %130 = add i32 %129, %127
  %131 = xor i32 %130, %125
  %132 = mul i32 %131, 16777619
  %133 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 2, i32 4), align 4, !tbaa !7
  %134 = add i32 %133, %113
  %135 = sub i32 %118, %134
  %136 = add i32 %135, %126
  %137 = xor i32 %136, %132
  %138 = mul i32 %137, 16777619
  %139 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 7), align 4, !tbaa !7
  %140 = sub i32 %110, %139
  %141 = xor i32 %140, %138
  %142 = mul i32 %141, 16777619
  %143 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 6), align 4, !tbaa !7
  %144 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 3), align 4, !tbaa !7
  %145 = add i32 %143, %114
  %146 = sub i32 %113, %145
  %147 = add i32 %146, %144
  %148 = xor i32 %147, %142
  %149 = mul i32 %148, 16777619
  %150 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 4, i32 4), align 4, !tbaa !7
  %151 = add i32 %150, %113
  %152 = sub i32 %118, %151
  %153 = add i32 %152, %143
  %154 = xor i32 %153, %149
  %155 = mul i32 %154, 16777619
  %156 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 7), align 4, !tbaa !7
  %157 = sub i32 %110, %156
  %158 = xor i32 %157, %155
  %159 = mul i32 %158, 16777619
  %160 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 6), align 4, !tbaa !7
  %161 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 3), align 4, !tbaa !7
  %162 = add i32 %160, %114
  %163 = sub i32 %113, %162
  %164 = add i32 %163, %161
  %165 = xor i32 %164, %159
  %166 = mul i32 %165, 16777619
  %167 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 6, i32 4), align 4, !tbaa !7
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
  store i32 %178, i32* @h, align 4, !tbaa !7
  %179 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %179) #5
  %180 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0
  %181 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 0
  %182 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 1
  %183 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 2
  %184 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 3
  %185 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 0
  %186 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 1
  %187 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 2
  %188 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 1, i32 3
  %189 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 0
  %190 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 1
  %191 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 2
  %192 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 2, i32 3
  %193 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 0
  %194 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 1
  %195 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 2
  %196 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 3, i32 3
  br label %655

197:                                              ; preds = %53
  %198 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 0
  %199 = load i32, i32* %198, align 4, !tbaa !7
  %200 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 0
  %201 = load i32, i32* %200, align 4, !tbaa !7
  %202 = sub i32 %199, %61
  %203 = add i32 %202, %69
  %204 = add i32 %203, %201
  %205 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 1
  store i32 %204, i32* %205, align 4, !tbaa !7
  %206 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 1
  %207 = load i32, i32* %206, align 4, !tbaa !7
  %208 = add i32 %74, %207
  %209 = add i32 %208, %204
  %210 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 2
  store i32 %209, i32* %210, align 4, !tbaa !7
  %211 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 2
  %212 = load i32, i32* %211, align 4, !tbaa !7
  %213 = add i32 %80, %212
  %214 = add i32 %213, %209
  %215 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 3
  store i32 %214, i32* %215, align 4, !tbaa !7
  %216 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 3
  %217 = load i32, i32* %216, align 4, !tbaa !7
  %218 = add i32 %86, %217
  %219 = add i32 %218, %214
  %220 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 4
  store i32 %219, i32* %220, align 4, !tbaa !7
  %221 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 4
  %222 = load i32, i32* %221, align 4, !tbaa !7
  %223 = add i32 %92, %222
  %224 = add i32 %223, %219
  %225 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 5
  store i32 %224, i32* %225, align 4, !tbaa !7
  %226 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 5
  %227 = load i32, i32* %226, align 4, !tbaa !7
  %228 = add i32 %98, %227
  %229 = add i32 %228, %224
  %230 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 6
  store i32 %229, i32* %230, align 4, !tbaa !7
  %231 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %63, i32 6
  %232 = load i32, i32* %231, align 4, !tbaa !7
  %233 = add i32 %104, %232
  %234 = add i32 %233, %229
  %235 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %107, i32 7
  store i32 %234, i32* %235, align 4, !tbaa !7
  %236 = add nuw nsw i32 %63, 2
  %237 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %236, i32 0
  %238 = load i32, i32* %237, align 4, !tbaa !7
  br label %53

239:                                              ; preds = %49, %379
  %240 = phi i32 [ %380, %379 ], [ 0, %49 ]
  %241 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 0
  %242 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 1
  %243 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 2
  %244 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 3
  %245 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 4
  %246 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 5
  %247 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %240, i32 6
  %248 = load i32, i32* %241, align 4, !tbaa !7
  %249 = load i32, i32* %242, align 4, !tbaa !7
  %250 = load i32, i32* %243, align 4, !tbaa !7
  %251 = load i32, i32* %244, align 4, !tbaa !7
  %252 = load i32, i32* %245, align 4, !tbaa !7
  %253 = load i32, i32* %246, align 4, !tbaa !7
  %254 = load i32, i32* %247, align 4, !tbaa !7
  br label %255

255:                                              ; preds = %348, %239
  %256 = phi i32 [ 0, %239 ], [ %378, %348 ]
  %257 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %256
  %258 = load i32, i32* %257, align 4, !tbaa !7
  %259 = mul nsw i32 %258, %248
  %260 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %256
  %261 = load i32, i32* %260, align 4, !tbaa !7
  %262 = mul nsw i32 %261, %249
  %263 = add nsw i32 %262, %259
  %264 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %256
  %265 = load i32, i32* %264, align 4, !tbaa !7
  %266 = mul nsw i32 %265, %250
  %267 = add nsw i32 %263, %266
  %268 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %256
  %269 = load i32, i32* %268, align 4, !tbaa !7
  %270 = mul nsw i32 %269, %251
  %271 = add nsw i32 %267, %270
  %272 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %256
  %273 = load i32, i32* %272, align 4, !tbaa !7
  %274 = mul nsw i32 %273, %252
  %275 = add nsw i32 %271, %274
  %276 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %256
  %277 = load i32, i32* %276, align 4, !tbaa !7
  %278 = mul nsw i32 %277, %253
  %279 = add nsw i32 %275, %278
  %280 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %256
  %281 = load i32, i32* %280, align 4, !tbaa !7
  %282 = mul nsw i32 %281, %254
  %283 = add nsw i32 %279, %282
  %284 = srem i32 %283, 1009
  %285 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %240, i32 %256
  store i32 %284, i32* %285, align 4, !tbaa !7
  %286 = or i32 %256, 1
  %287 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %286
  %288 = load i32, i32* %287, align 4, !tbaa !7
  %289 = mul nsw i32 %288, %248
  %290 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %286
  %291 = load i32, i32* %290, align 4, !tbaa !7
  %292 = mul nsw i32 %291, %249
  %293 = add nsw i32 %292, %289
  %294 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %286
  %295 = load i32, i32* %294, align 4, !tbaa !7
  %296 = mul nsw i32 %295, %250
  %297 = add nsw i32 %293, %296
  %298 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %286
  %299 = load i32, i32* %298, align 4, !tbaa !7
  %300 = mul nsw i32 %299, %251
  %301 = add nsw i32 %297, %300
  %302 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %286
  %303 = load i32, i32* %302, align 4, !tbaa !7
  %304 = mul nsw i32 %303, %252
  %305 = add nsw i32 %301, %304
  %306 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %286
  %307 = load i32, i32* %306, align 4, !tbaa !7
  %308 = mul nsw i32 %307, %253
  %309 = add nsw i32 %305, %308
  %310 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %286
  %311 = load i32, i32* %310, align 4, !tbaa !7
  %312 = mul nsw i32 %311, %254
  %313 = add nsw i32 %309, %312
  %314 = srem i32 %313, 1009
  %315 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %240, i32 %286
  store i32 %314, i32* %315, align 4, !tbaa !7
  %316 = or i32 %256, 2
  %317 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %316
  %318 = load i32, i32* %317, align 4, !tbaa !7
  %319 = mul nsw i32 %318, %248
  %320 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %316
  %321 = load i32, i32* %320, align 4, !tbaa !7
  %322 = mul nsw i32 %321, %249
  %323 = add nsw i32 %322, %319
  %324 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %316
  %325 = load i32, i32* %324, align 4, !tbaa !7
  %326 = mul nsw i32 %325, %250
  %327 = add nsw i32 %323, %326
  %328 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %316
  %329 = load i32, i32* %328, align 4, !tbaa !7
  %330 = mul nsw i32 %329, %251
  %331 = add nsw i32 %327, %330
  %332 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %316
  %333 = load i32, i32* %332, align 4, !tbaa !7
  %334 = mul nsw i32 %333, %252
  %335 = add nsw i32 %331, %334
  %336 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %316
  %337 = load i32, i32* %336, align 4, !tbaa !7
  %338 = mul nsw i32 %337, %253
  %339 = add nsw i32 %335, %338
  %340 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %316
  %341 = load i32, i32* %340, align 4, !tbaa !7
  %342 = mul nsw i32 %341, %254
  %343 = add nsw i32 %339, %342
  %344 = srem i32 %343, 1009
  %345 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %240, i32 %316
  store i32 %344, i32* %345, align 4, !tbaa !7
  %346 = or i32 %256, 3
  %347 = icmp eq i32 %346, 7
  br i1 %347, label %379, label %348, !llvm.loop !13

348:                                              ; preds = %255
  %349 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0, i32 %346
  %350 = load i32, i32* %349, align 4, !tbaa !7
  %351 = mul nsw i32 %350, %248
  %352 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 1, i32 %346
  %353 = load i32, i32* %352, align 4, !tbaa !7
  %354 = mul nsw i32 %353, %249
  %355 = add nsw i32 %354, %351
  %356 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 2, i32 %346
  %357 = load i32, i32* %356, align 4, !tbaa !7
  %358 = mul nsw i32 %357, %250
  %359 = add nsw i32 %355, %358
  %360 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 3, i32 %346
  %361 = load i32, i32* %360, align 4, !tbaa !7
  %362 = mul nsw i32 %361, %251
  %363 = add nsw i32 %359, %362
  %364 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 4, i32 %346
  %365 = load i32, i32* %364, align 4, !tbaa !7
  %366 = mul nsw i32 %365, %252
  %367 = add nsw i32 %363, %366
  %368 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 5, i32 %346
  %369 = load i32, i32* %368, align 4, !tbaa !7
  %370 = mul nsw i32 %369, %253
  %371 = add nsw i32 %367, %370
  %372 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 6, i32 %346
  %373 = load i32, i32* %372, align 4, !tbaa !7
  %374 = mul nsw i32 %373, %254
  %375 = add nsw i32 %371, %374
  %376 = srem i32 %375, 1009
  %377 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %240, i32 %346
  store i32 %376, i32* %377, align 4, !tbaa !7
  %378 = add nuw nsw i32 %256, 4
  br label %255

379:                                              ; preds = %255
  %380 = add nuw nsw i32 %240, 1
  %381 = icmp eq i32 %380, 7
  br i1 %381, label %382, label %239, !llvm.loop !14

382:                                              ; preds = %379
  %383 = load i32, i32* %6, align 4, !tbaa !7
  %384 = load i32, i32* %7, align 4, !tbaa !7
  store i32 %384, i32* %6, align 4, !tbaa !7
  store i32 %383, i32* %7, align 4, !tbaa !7
  %385 = load i32, i32* %8, align 4, !tbaa !7
  %386 = load i32, i32* %9, align 4, !tbaa !7
  store i32 %386, i32* %8, align 4, !tbaa !7
  store i32 %385, i32* %9, align 4, !tbaa !7
  %387 = load i32, i32* %10, align 4, !tbaa !7
  %388 = load i32, i32* %11, align 4, !tbaa !7
  store i32 %388, i32* %10, align 4, !tbaa !7
  store i32 %387, i32* %11, align 4, !tbaa !7
  %389 = load i32, i32* %12, align 4, !tbaa !7
  %390 = load i32, i32* %13, align 4, !tbaa !7
  store i32 %390, i32* %12, align 4, !tbaa !7
  store i32 %389, i32* %13, align 4, !tbaa !7
  %391 = load i32, i32* %14, align 4, !tbaa !7
  %392 = load i32, i32* %15, align 4, !tbaa !7
  store i32 %392, i32* %14, align 4, !tbaa !7
  store i32 %391, i32* %15, align 4, !tbaa !7
  %393 = load i32, i32* %16, align 4, !tbaa !7
  %394 = load i32, i32* %17, align 4, !tbaa !7
  store i32 %394, i32* %16, align 4, !tbaa !7
  store i32 %393, i32* %17, align 4, !tbaa !7
  %395 = load i32, i32* %18, align 4, !tbaa !7
  %396 = load i32, i32* %19, align 4, !tbaa !7
  store i32 %396, i32* %18, align 4, !tbaa !7
  store i32 %395, i32* %19, align 4, !tbaa !7
  %397 = load i32, i32* %20, align 4, !tbaa !7
  %398 = load i32, i32* %21, align 4, !tbaa !7
  store i32 %398, i32* %20, align 4, !tbaa !7
  store i32 %397, i32* %21, align 4, !tbaa !7
  %399 = load i32, i32* %22, align 4, !tbaa !7
  %400 = load i32, i32* %23, align 4, !tbaa !7
  store i32 %400, i32* %22, align 4, !tbaa !7
  store i32 %399, i32* %23, align 4, !tbaa !7
  %401 = load i32, i32* %24, align 4, !tbaa !7
  %402 = load i32, i32* %25, align 4, !tbaa !7
  store i32 %402, i32* %24, align 4, !tbaa !7
  store i32 %401, i32* %25, align 4, !tbaa !7
  %403 = load i32, i32* %26, align 4, !tbaa !7
  %404 = load i32, i32* %27, align 4, !tbaa !7
  store i32 %404, i32* %26, align 4, !tbaa !7
  store i32 %403, i32* %27, align 4, !tbaa !7
  %405 = load i32, i32* %28, align 4, !tbaa !7
  %406 = load i32, i32* %29, align 4, !tbaa !7
  store i32 %406, i32* %28, align 4, !tbaa !7
  store i32 %405, i32* %29, align 4, !tbaa !7
  %407 = load i32, i32* %30, align 4, !tbaa !7
  %408 = load i32, i32* %31, align 4, !tbaa !7
  store i32 %408, i32* %30, align 4, !tbaa !7
  store i32 %407, i32* %31, align 4, !tbaa !7
  %409 = load i32, i32* %32, align 4, !tbaa !7
  %410 = load i32, i32* %33, align 4, !tbaa !7
  store i32 %410, i32* %32, align 4, !tbaa !7
  store i32 %409, i32* %33, align 4, !tbaa !7
  %411 = load i32, i32* %34, align 4, !tbaa !7
  %412 = load i32, i32* %35, align 4, !tbaa !7
  store i32 %412, i32* %34, align 4, !tbaa !7
  store i32 %411, i32* %35, align 4, !tbaa !7
  %413 = load i32, i32* %36, align 4, !tbaa !7
  %414 = load i32, i32* %37, align 4, !tbaa !7
  store i32 %414, i32* %36, align 4, !tbaa !7
  store i32 %413, i32* %37, align 4, !tbaa !7
  %415 = load i32, i32* %38, align 4, !tbaa !7
  %416 = load i32, i32* %39, align 4, !tbaa !7
  store i32 %416, i32* %38, align 4, !tbaa !7
  store i32 %415, i32* %39, align 4, !tbaa !7
  %417 = load i32, i32* %40, align 4, !tbaa !7
  %418 = load i32, i32* %41, align 4, !tbaa !7
  store i32 %418, i32* %40, align 4, !tbaa !7
  store i32 %417, i32* %41, align 4, !tbaa !7
  %419 = load i32, i32* %42, align 4, !tbaa !7
  %420 = load i32, i32* %43, align 4, !tbaa !7
  store i32 %420, i32* %42, align 4, !tbaa !7
  store i32 %419, i32* %43, align 4, !tbaa !7
  %421 = load i32, i32* %44, align 4, !tbaa !7
  %422 = load i32, i32* %45, align 4, !tbaa !7
  store i32 %422, i32* %44, align 4, !tbaa !7
  store i32 %421, i32* %45, align 4, !tbaa !7
  %423 = load i32, i32* %46, align 4, !tbaa !7
  %424 = load i32, i32* %47, align 4, !tbaa !7
  store i32 %424, i32* %46, align 4, !tbaa !7
  store i32 %423, i32* %47, align 4, !tbaa !7
  br label %425

425:                                              ; preds = %491, %382
  %426 = phi i32 [ %394, %382 ], [ %526, %491 ]
  %427 = phi i32 [ %392, %382 ], [ %524, %491 ]
  %428 = phi i32 [ %390, %382 ], [ %522, %491 ]
  %429 = phi i32 [ %388, %382 ], [ %520, %491 ]
  %430 = phi i32 [ %386, %382 ], [ %518, %491 ]
  %431 = phi i32 [ %384, %382 ], [ %516, %491 ]
  %432 = phi i32 [ 0, %382 ], [ %514, %491 ]
  %433 = sub nuw nsw i32 6, %432
  %434 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %432, i32 0
  %435 = load i32, i32* %434, align 4, !tbaa !7
  %436 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %433
  store i32 %435, i32* %436, align 4, !tbaa !7
  %437 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %433
  store i32 %431, i32* %437, align 4, !tbaa !7
  %438 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %433
  store i32 %430, i32* %438, align 4, !tbaa !7
  %439 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %433
  store i32 %429, i32* %439, align 4, !tbaa !7
  %440 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %433
  store i32 %428, i32* %440, align 4, !tbaa !7
  %441 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %433
  store i32 %427, i32* %441, align 4, !tbaa !7
  %442 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %433
  store i32 %426, i32* %442, align 4, !tbaa !7
  %443 = or i32 %432, 1
  %444 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 1
  %445 = load i32, i32* %444, align 4, !tbaa !7
  %446 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 2
  %447 = load i32, i32* %446, align 4, !tbaa !7
  %448 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 3
  %449 = load i32, i32* %448, align 4, !tbaa !7
  %450 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 4
  %451 = load i32, i32* %450, align 4, !tbaa !7
  %452 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 5
  %453 = load i32, i32* %452, align 4, !tbaa !7
  %454 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 6
  %455 = load i32, i32* %454, align 4, !tbaa !7
  %456 = sub nsw i32 5, %432
  %457 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %443, i32 0
  %458 = load i32, i32* %457, align 4, !tbaa !7
  %459 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %456
  store i32 %458, i32* %459, align 4, !tbaa !7
  %460 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %456
  store i32 %445, i32* %460, align 4, !tbaa !7
  %461 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %456
  store i32 %447, i32* %461, align 4, !tbaa !7
  %462 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %456
  store i32 %449, i32* %462, align 4, !tbaa !7
  %463 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %456
  store i32 %451, i32* %463, align 4, !tbaa !7
  %464 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %456
  store i32 %453, i32* %464, align 4, !tbaa !7
  %465 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %456
  store i32 %455, i32* %465, align 4, !tbaa !7
  %466 = or i32 %432, 2
  %467 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 1
  %468 = load i32, i32* %467, align 4, !tbaa !7
  %469 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 2
  %470 = load i32, i32* %469, align 4, !tbaa !7
  %471 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 3
  %472 = load i32, i32* %471, align 4, !tbaa !7
  %473 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 4
  %474 = load i32, i32* %473, align 4, !tbaa !7
  %475 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 5
  %476 = load i32, i32* %475, align 4, !tbaa !7
  %477 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 6
  %478 = load i32, i32* %477, align 4, !tbaa !7
  %479 = sub nsw i32 4, %432
  %480 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %466, i32 0
  %481 = load i32, i32* %480, align 4, !tbaa !7
  %482 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %479
  store i32 %481, i32* %482, align 4, !tbaa !7
  %483 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %479
  store i32 %468, i32* %483, align 4, !tbaa !7
  %484 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %479
  store i32 %470, i32* %484, align 4, !tbaa !7
  %485 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %479
  store i32 %472, i32* %485, align 4, !tbaa !7
  %486 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %479
  store i32 %474, i32* %486, align 4, !tbaa !7
  %487 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %479
  store i32 %476, i32* %487, align 4, !tbaa !7
  %488 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %479
  store i32 %478, i32* %488, align 4, !tbaa !7
  %489 = or i32 %432, 3
  %490 = icmp eq i32 %489, 7
  br i1 %490, label %527, label %491, !llvm.loop !15

491:                                              ; preds = %425
  %492 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 1
  %493 = load i32, i32* %492, align 4, !tbaa !7
  %494 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 2
  %495 = load i32, i32* %494, align 4, !tbaa !7
  %496 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 3
  %497 = load i32, i32* %496, align 4, !tbaa !7
  %498 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 4
  %499 = load i32, i32* %498, align 4, !tbaa !7
  %500 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 5
  %501 = load i32, i32* %500, align 4, !tbaa !7
  %502 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 6
  %503 = load i32, i32* %502, align 4, !tbaa !7
  %504 = sub nsw i32 3, %432
  %505 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %489, i32 0
  %506 = load i32, i32* %505, align 4, !tbaa !7
  %507 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0, i32 %504
  store i32 %506, i32* %507, align 4, !tbaa !7
  %508 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 1, i32 %504
  store i32 %493, i32* %508, align 4, !tbaa !7
  %509 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 2, i32 %504
  store i32 %495, i32* %509, align 4, !tbaa !7
  %510 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 3, i32 %504
  store i32 %497, i32* %510, align 4, !tbaa !7
  %511 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 4, i32 %504
  store i32 %499, i32* %511, align 4, !tbaa !7
  %512 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 5, i32 %504
  store i32 %501, i32* %512, align 4, !tbaa !7
  %513 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 6, i32 %504
  store i32 %503, i32* %513, align 4, !tbaa !7
  %514 = add nuw nsw i32 %432, 4
  %515 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 1
  %516 = load i32, i32* %515, align 4, !tbaa !7
  %517 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 2
  %518 = load i32, i32* %517, align 4, !tbaa !7
  %519 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 3
  %520 = load i32, i32* %519, align 4, !tbaa !7
  %521 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 4
  %522 = load i32, i32* %521, align 4, !tbaa !7
  %523 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 5
  %524 = load i32, i32* %523, align 4, !tbaa !7
  %525 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %514, i32 6
  %526 = load i32, i32* %525, align 4, !tbaa !7
  br label %425

527:                                              ; preds = %425, %617
  %528 = phi i32 [ %646, %617 ], [ 0, %425 ]
  %529 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 0
  %530 = load i32, i32* %529, align 4, !tbaa !7
  %531 = srem i32 %530, 23
  %532 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 0
  store i32 %531, i32* %532, align 4, !tbaa !7
  %533 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 1
  %534 = load i32, i32* %533, align 4, !tbaa !7
  %535 = srem i32 %534, 23
  %536 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 1
  store i32 %535, i32* %536, align 4, !tbaa !7
  %537 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 2
  %538 = load i32, i32* %537, align 4, !tbaa !7
  %539 = srem i32 %538, 23
  %540 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 2
  store i32 %539, i32* %540, align 4, !tbaa !7
  %541 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 3
  %542 = load i32, i32* %541, align 4, !tbaa !7
  %543 = srem i32 %542, 23
  %544 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 3
  store i32 %543, i32* %544, align 4, !tbaa !7
  %545 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 4
  %546 = load i32, i32* %545, align 4, !tbaa !7
  %547 = srem i32 %546, 23
  %548 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 4
  store i32 %547, i32* %548, align 4, !tbaa !7
  %549 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 5
  %550 = load i32, i32* %549, align 4, !tbaa !7
  %551 = srem i32 %550, 23
  %552 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 5
  store i32 %551, i32* %552, align 4, !tbaa !7
  %553 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %528, i32 6
  %554 = load i32, i32* %553, align 4, !tbaa !7
  %555 = srem i32 %554, 23
  %556 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %528, i32 6
  store i32 %555, i32* %556, align 4, !tbaa !7
  %557 = or i32 %528, 1
  %558 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 0
  %559 = load i32, i32* %558, align 4, !tbaa !7
  %560 = srem i32 %559, 23
  %561 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 0
  store i32 %560, i32* %561, align 4, !tbaa !7
  %562 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 1
  %563 = load i32, i32* %562, align 4, !tbaa !7
  %564 = srem i32 %563, 23
  %565 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 1
  store i32 %564, i32* %565, align 4, !tbaa !7
  %566 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 2
  %567 = load i32, i32* %566, align 4, !tbaa !7
  %568 = srem i32 %567, 23
  %569 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 2
  store i32 %568, i32* %569, align 4, !tbaa !7
  %570 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 3
  %571 = load i32, i32* %570, align 4, !tbaa !7
  %572 = srem i32 %571, 23
  %573 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 3
  store i32 %572, i32* %573, align 4, !tbaa !7
  %574 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 4
  %575 = load i32, i32* %574, align 4, !tbaa !7
  %576 = srem i32 %575, 23
  %577 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 4
  store i32 %576, i32* %577, align 4, !tbaa !7
  %578 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 5
  %579 = load i32, i32* %578, align 4, !tbaa !7
  %580 = srem i32 %579, 23
  %581 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 5
  store i32 %580, i32* %581, align 4, !tbaa !7
  %582 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %557, i32 6
  %583 = load i32, i32* %582, align 4, !tbaa !7
  %584 = srem i32 %583, 23
  %585 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %557, i32 6
  store i32 %584, i32* %585, align 4, !tbaa !7
  %586 = or i32 %528, 2
  %587 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 0
  %588 = load i32, i32* %587, align 4, !tbaa !7
  %589 = srem i32 %588, 23
  %590 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 0
  store i32 %589, i32* %590, align 4, !tbaa !7
  %591 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 1
  %592 = load i32, i32* %591, align 4, !tbaa !7
  %593 = srem i32 %592, 23
  %594 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 1
  store i32 %593, i32* %594, align 4, !tbaa !7
  %595 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 2
  %596 = load i32, i32* %595, align 4, !tbaa !7
  %597 = srem i32 %596, 23
  %598 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 2
  store i32 %597, i32* %598, align 4, !tbaa !7
  %599 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 3
  %600 = load i32, i32* %599, align 4, !tbaa !7
  %601 = srem i32 %600, 23
  %602 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 3
  store i32 %601, i32* %602, align 4, !tbaa !7
  %603 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 4
  %604 = load i32, i32* %603, align 4, !tbaa !7
  %605 = srem i32 %604, 23
  %606 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 4
  store i32 %605, i32* %606, align 4, !tbaa !7
  %607 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 5
  %608 = load i32, i32* %607, align 4, !tbaa !7
  %609 = srem i32 %608, 23
  %610 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 5
  store i32 %609, i32* %610, align 4, !tbaa !7
  %611 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %586, i32 6
  %612 = load i32, i32* %611, align 4, !tbaa !7
  %613 = srem i32 %612, 23
  %614 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %586, i32 6
  store i32 %613, i32* %614, align 4, !tbaa !7
  %615 = or i32 %528, 3
  %616 = icmp eq i32 %615, 7
  br i1 %616, label %647, label %617, !llvm.loop !16

617:                                              ; preds = %527
  %618 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 0
  %619 = load i32, i32* %618, align 4, !tbaa !7
  %620 = srem i32 %619, 23
  %621 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 0
  store i32 %620, i32* %621, align 4, !tbaa !7
  %622 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 1
  %623 = load i32, i32* %622, align 4, !tbaa !7
  %624 = srem i32 %623, 23
  %625 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 1
  store i32 %624, i32* %625, align 4, !tbaa !7
  %626 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 2
  %627 = load i32, i32* %626, align 4, !tbaa !7
  %628 = srem i32 %627, 23
  %629 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 2
  store i32 %628, i32* %629, align 4, !tbaa !7
  %630 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 3
  %631 = load i32, i32* %630, align 4, !tbaa !7
  %632 = srem i32 %631, 23
  %633 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 3
  store i32 %632, i32* %633, align 4, !tbaa !7
  %634 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 4
  %635 = load i32, i32* %634, align 4, !tbaa !7
  %636 = srem i32 %635, 23
  %637 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 4
  store i32 %636, i32* %637, align 4, !tbaa !7
  %638 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 5
  %639 = load i32, i32* %638, align 4, !tbaa !7
  %640 = srem i32 %639, 23
  %641 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 5
  store i32 %640, i32* %641, align 4, !tbaa !7
  %642 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %615, i32 6
  %643 = load i32, i32* %642, align 4, !tbaa !7
  %644 = srem i32 %643, 23
  %645 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %615, i32 6
  store i32 %644, i32* %645, align 4, !tbaa !7
  %646 = add nuw nsw i32 %528, 4
  br label %527

647:                                              ; preds = %527
  %648 = sub nuw nsw i32 6, %50
  %649 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %50, i32 %648
  %650 = load i32, i32* %649, align 4, !tbaa !7
  %651 = xor i32 %51, %650
  %652 = mul i32 %651, 16777619
  %653 = add nuw nsw i32 %50, 1
  %654 = icmp eq i32 %653, 5
  br i1 %654, label %52, label %49, !llvm.loop !17

655:                                              ; preds = %109, %775
  %656 = phi i32 [ 905661424, %109 ], [ %764, %775 ]
  %657 = phi i32 [ 0, %109 ], [ %785, %775 ]
  %658 = mul i32 %656, 1103515245
  %659 = add i32 %658, 12345
  %660 = lshr i32 %659, 16
  %661 = trunc i32 %660 to i16
  %662 = urem i16 %661, 11
  %663 = zext i16 %662 to i32
  %664 = add nsw i32 %663, -5
  store i32 %664, i32* %181, align 4, !tbaa !7
  %665 = mul i32 %659, 1103515245
  %666 = add i32 %665, 12345
  %667 = lshr i32 %666, 16
  %668 = trunc i32 %667 to i16
  %669 = urem i16 %668, 11
  %670 = zext i16 %669 to i32
  %671 = add nsw i32 %670, -5
  store i32 %671, i32* %182, align 4, !tbaa !7
  %672 = mul i32 %666, 1103515245
  %673 = add i32 %672, 12345
  %674 = lshr i32 %673, 16
  %675 = trunc i32 %674 to i16
  %676 = urem i16 %675, 11
  %677 = zext i16 %676 to i32
  %678 = add nsw i32 %677, -5
  store i32 %678, i32* %183, align 4, !tbaa !7
  %679 = mul i32 %673, 1103515245
  %680 = add i32 %679, 12345
  %681 = lshr i32 %680, 16
  %682 = trunc i32 %681 to i16
  %683 = urem i16 %682, 11
  %684 = zext i16 %683 to i32
  %685 = add nsw i32 %684, -5
  store i32 %685, i32* %184, align 4, !tbaa !7
  %686 = mul i32 %680, 1103515245
  %687 = add i32 %686, 12345
  %688 = lshr i32 %687, 16
  %689 = trunc i32 %688 to i16
  %690 = urem i16 %689, 11
  %691 = zext i16 %690 to i32
  %692 = add nsw i32 %691, -5
  store i32 %692, i32* %185, align 4, !tbaa !7
  %693 = mul i32 %687, 1103515245
  %694 = add i32 %693, 12345
  %695 = lshr i32 %694, 16
  %696 = trunc i32 %695 to i16
  %697 = urem i16 %696, 11
  %698 = zext i16 %697 to i32
  %699 = add nsw i32 %698, -5
  store i32 %699, i32* %186, align 4, !tbaa !7
  %700 = mul i32 %694, 1103515245
  %701 = add i32 %700, 12345
  %702 = lshr i32 %701, 16
  %703 = trunc i32 %702 to i16
  %704 = urem i16 %703, 11
  %705 = zext i16 %704 to i32
  %706 = add nsw i32 %705, -5
  store i32 %706, i32* %187, align 4, !tbaa !7
  %707 = mul i32 %701, 1103515245
  %708 = add i32 %707, 12345
  %709 = lshr i32 %708, 16
  %710 = trunc i32 %709 to i16
  %711 = urem i16 %710, 11
  %712 = zext i16 %711 to i32
  %713 = add nsw i32 %712, -5
  store i32 %713, i32* %188, align 4, !tbaa !7
  %714 = mul i32 %708, 1103515245
  %715 = add i32 %714, 12345
  %716 = lshr i32 %715, 16
  %717 = trunc i32 %716 to i16
  %718 = urem i16 %717, 11
  %719 = zext i16 %718 to i32
  %720 = add nsw i32 %719, -5
  store i32 %720, i32* %189, align 4, !tbaa !7
  %721 = mul i32 %715, 1103515245
  %722 = add i32 %721, 12345
  %723 = lshr i32 %722, 16
  %724 = trunc i32 %723 to i16
  %725 = urem i16 %724, 11
  %726 = zext i16 %725 to i32
  %727 = add nsw i32 %726, -5
  store i32 %727, i32* %190, align 4, !tbaa !7
  %728 = mul i32 %722, 1103515245
  %729 = add i32 %728, 12345
  %730 = lshr i32 %729, 16
  %731 = trunc i32 %730 to i16
  %732 = urem i16 %731, 11
  %733 = zext i16 %732 to i32
  %734 = add nsw i32 %733, -5
  store i32 %734, i32* %191, align 4, !tbaa !7
  %735 = mul i32 %729, 1103515245
  %736 = add i32 %735, 12345
  %737 = lshr i32 %736, 16
  %738 = trunc i32 %737 to i16
  %739 = urem i16 %738, 11
  %740 = zext i16 %739 to i32
  %741 = add nsw i32 %740, -5
  store i32 %741, i32* %192, align 4, !tbaa !7
  %742 = mul i32 %736, 1103515245
  %743 = add i32 %742, 12345
  %744 = lshr i32 %743, 16
  %745 = trunc i32 %744 to i16
  %746 = urem i16 %745, 11
  %747 = zext i16 %746 to i32
  %748 = add nsw i32 %747, -5
  store i32 %748, i32* %193, align 4, !tbaa !7
  %749 = mul i32 %743, 1103515245
  %750 = add i32 %749, 12345
  %751 = lshr i32 %750, 16
  %752 = trunc i32 %751 to i16
  %753 = urem i16 %752, 11
  %754 = zext i16 %753 to i32
  %755 = add nsw i32 %754, -5
  store i32 %755, i32* %194, align 4, !tbaa !7
  %756 = mul i32 %750, 1103515245
  %757 = add i32 %756, 12345
  %758 = lshr i32 %757, 16
  %759 = trunc i32 %758 to i16
  %760 = urem i16 %759, 11
  %761 = zext i16 %760 to i32
  %762 = add nsw i32 %761, -5
  store i32 %762, i32* %195, align 4, !tbaa !7
  %763 = mul i32 %757, 1103515245
  %764 = add i32 %763, 12345
  %765 = lshr i32 %764, 16
  %766 = trunc i32 %765 to i16
  %767 = urem i16 %766, 11
  %768 = zext i16 %767 to i32
  %769 = add nsw i32 %768, -5
  store i32 %769, i32* %196, align 4, !tbaa !7
  %770 = urem i32 %657, 5
  %771 = icmp eq i32 %770, 0
  br i1 %771, label %774, label %775

772:                                              ; preds = %775
  %773 = and i32 %784, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %179) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %773

774:                                              ; preds = %655
  store i32 0, i32* %181, align 4, !tbaa !7
  br label %775

775:                                              ; preds = %774, %655
  %776 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %180) #6
  %777 = trunc i64 %776 to i32
  %778 = load i32, i32* @h, align 4, !tbaa !7
  %779 = xor i32 %778, %777
  %780 = mul i32 %779, 16777619
  store i32 %780, i32* @h, align 4, !tbaa !7
  %781 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %180) #6
  %782 = trunc i64 %781 to i32
  %783 = xor i32 %780, %782
  %784 = mul i32 %783, 16777619
  store i32 %784, i32* @h, align 4, !tbaa !7
  %785 = add nuw nsw i32 %657, 1
  %786 = icmp eq i32 %785, 30
  br i1 %786, label %772, label %655, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @saddles([7 x i32]* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !7
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
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = icmp sgt i32 %3, %56
  br i1 %57, label %59, label %376

58:                                               ; preds = %370
  ret i32 %373

59:                                               ; preds = %415, %411, %408, %404, %401, %397, %394, %390, %387, %383, %380, %52, %376
  %60 = phi i32 [ 0, %376 ], [ 0, %52 ], [ 0, %380 ], [ 0, %383 ], [ 0, %387 ], [ 0, %390 ], [ 0, %394 ], [ 0, %397 ], [ 0, %401 ], [ 0, %404 ], [ 0, %408 ], [ 0, %411 ], [ %418, %415 ]
  %61 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %62 = load i32, i32* %61, align 4, !tbaa !7
  %63 = icmp slt i32 %56, %62
  br i1 %63, label %110, label %64

64:                                               ; preds = %59
  %65 = load i32, i32* %10, align 4, !tbaa !7
  %66 = icmp sgt i32 %65, %62
  br i1 %66, label %110, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %69 = load i32, i32* %68, align 4, !tbaa !7
  %70 = icmp slt i32 %69, %62
  br i1 %70, label %110, label %71

71:                                               ; preds = %67
  %72 = load i32, i32* %11, align 4, !tbaa !7
  %73 = icmp sgt i32 %72, %62
  br i1 %73, label %110, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = icmp slt i32 %76, %62
  br i1 %77, label %110, label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %12, align 4, !tbaa !7
  %80 = icmp sgt i32 %79, %62
  br i1 %80, label %110, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = icmp slt i32 %83, %62
  br i1 %84, label %110, label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %13, align 4, !tbaa !7
  %87 = icmp sgt i32 %86, %62
  br i1 %87, label %110, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = icmp slt i32 %90, %62
  br i1 %91, label %110, label %92

92:                                               ; preds = %88
  %93 = load i32, i32* %14, align 4, !tbaa !7
  %94 = icmp sgt i32 %93, %62
  br i1 %94, label %110, label %95

95:                                               ; preds = %92
  %96 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %97 = load i32, i32* %96, align 4, !tbaa !7
  %98 = icmp slt i32 %97, %62
  br i1 %98, label %110, label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %15, align 4, !tbaa !7
  %101 = icmp sgt i32 %100, %62
  br i1 %101, label %110, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %104 = load i32, i32* %103, align 4, !tbaa !7
  %105 = icmp slt i32 %104, %62
  br i1 %105, label %110, label %106

106:                                              ; preds = %102
  %107 = load i32, i32* %16, align 4, !tbaa !7
  %108 = icmp sgt i32 %107, %62
  %109 = select i1 %108, i32 0, i32 1
  br label %110

110:                                              ; preds = %106, %67, %64, %71, %74, %78, %81, %85, %88, %92, %95, %99, %102, %59
  %111 = phi i32 [ 0, %59 ], [ 0, %67 ], [ 0, %64 ], [ 0, %71 ], [ 0, %74 ], [ 0, %78 ], [ 0, %81 ], [ 0, %85 ], [ 0, %88 ], [ 0, %92 ], [ 0, %95 ], [ 0, %99 ], [ 0, %102 ], [ %109, %106 ]
  %112 = add nsw i32 %60, %53
  %113 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %114 = load i32, i32* %113, align 4, !tbaa !7
  %115 = icmp slt i32 %56, %114
  br i1 %115, label %162, label %116

116:                                              ; preds = %110
  %117 = load i32, i32* %17, align 4, !tbaa !7
  %118 = icmp sgt i32 %117, %114
  br i1 %118, label %162, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %121 = load i32, i32* %120, align 4, !tbaa !7
  %122 = icmp slt i32 %121, %114
  br i1 %122, label %162, label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %18, align 4, !tbaa !7
  %125 = icmp sgt i32 %124, %114
  br i1 %125, label %162, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = icmp slt i32 %128, %114
  br i1 %129, label %162, label %130

130:                                              ; preds = %126
  %131 = load i32, i32* %19, align 4, !tbaa !7
  %132 = icmp sgt i32 %131, %114
  br i1 %132, label %162, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = icmp slt i32 %135, %114
  br i1 %136, label %162, label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %20, align 4, !tbaa !7
  %139 = icmp sgt i32 %138, %114
  br i1 %139, label %162, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %142 = load i32, i32* %141, align 4, !tbaa !7
  %143 = icmp slt i32 %142, %114
  br i1 %143, label %162, label %144

144:                                              ; preds = %140
  %145 = load i32, i32* %21, align 4, !tbaa !7
  %146 = icmp sgt i32 %145, %114
  br i1 %146, label %162, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %149 = load i32, i32* %148, align 4, !tbaa !7
  %150 = icmp slt i32 %149, %114
  br i1 %150, label %162, label %151

151:                                              ; preds = %147
  %152 = load i32, i32* %22, align 4, !tbaa !7
  %153 = icmp sgt i32 %152, %114
  br i1 %153, label %162, label %154

154:                                              ; preds = %151
  %155 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %156 = load i32, i32* %155, align 4, !tbaa !7
  %157 = icmp slt i32 %156, %114
  br i1 %157, label %162, label %158

158:                                              ; preds = %154
  %159 = load i32, i32* %23, align 4, !tbaa !7
  %160 = icmp sgt i32 %159, %114
  %161 = select i1 %160, i32 0, i32 1
  br label %162

162:                                              ; preds = %158, %119, %116, %123, %126, %130, %133, %137, %140, %144, %147, %151, %154, %110
  %163 = phi i32 [ 0, %110 ], [ 0, %119 ], [ 0, %116 ], [ 0, %123 ], [ 0, %126 ], [ 0, %130 ], [ 0, %133 ], [ 0, %137 ], [ 0, %140 ], [ 0, %144 ], [ 0, %147 ], [ 0, %151 ], [ 0, %154 ], [ %161, %158 ]
  %164 = add nsw i32 %111, %112
  %165 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %166 = load i32, i32* %165, align 4, !tbaa !7
  %167 = icmp slt i32 %56, %166
  br i1 %167, label %214, label %168

168:                                              ; preds = %162
  %169 = load i32, i32* %24, align 4, !tbaa !7
  %170 = icmp sgt i32 %169, %166
  br i1 %170, label %214, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %173 = load i32, i32* %172, align 4, !tbaa !7
  %174 = icmp slt i32 %173, %166
  br i1 %174, label %214, label %175

175:                                              ; preds = %171
  %176 = load i32, i32* %25, align 4, !tbaa !7
  %177 = icmp sgt i32 %176, %166
  br i1 %177, label %214, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %180 = load i32, i32* %179, align 4, !tbaa !7
  %181 = icmp slt i32 %180, %166
  br i1 %181, label %214, label %182

182:                                              ; preds = %178
  %183 = load i32, i32* %26, align 4, !tbaa !7
  %184 = icmp sgt i32 %183, %166
  br i1 %184, label %214, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %187 = load i32, i32* %186, align 4, !tbaa !7
  %188 = icmp slt i32 %187, %166
  br i1 %188, label %214, label %189

189:                                              ; preds = %185
  %190 = load i32, i32* %27, align 4, !tbaa !7
  %191 = icmp sgt i32 %190, %166
  br i1 %191, label %214, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %194 = load i32, i32* %193, align 4, !tbaa !7
  %195 = icmp slt i32 %194, %166
  br i1 %195, label %214, label %196

196:                                              ; preds = %192
  %197 = load i32, i32* %28, align 4, !tbaa !7
  %198 = icmp sgt i32 %197, %166
  br i1 %198, label %214, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %201 = load i32, i32* %200, align 4, !tbaa !7
  %202 = icmp slt i32 %201, %166
  br i1 %202, label %214, label %203

203:                                              ; preds = %199
  %204 = load i32, i32* %29, align 4, !tbaa !7
  %205 = icmp sgt i32 %204, %166
  br i1 %205, label %214, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %208 = load i32, i32* %207, align 4, !tbaa !7
  %209 = icmp slt i32 %208, %166
  br i1 %209, label %214, label %210

210:                                              ; preds = %206
  %211 = load i32, i32* %30, align 4, !tbaa !7
  %212 = icmp sgt i32 %211, %166
  %213 = select i1 %212, i32 0, i32 1
  br label %214

214:                                              ; preds = %210, %171, %168, %175, %178, %182, %185, %189, %192, %196, %199, %203, %206, %162
  %215 = phi i32 [ 0, %162 ], [ 0, %171 ], [ 0, %168 ], [ 0, %175 ], [ 0, %178 ], [ 0, %182 ], [ 0, %185 ], [ 0, %189 ], [ 0, %192 ], [ 0, %196 ], [ 0, %199 ], [ 0, %203 ], [ 0, %206 ], [ %213, %210 ]
  %216 = add nsw i32 %163, %164
  %217 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %218 = load i32, i32* %217, align 4, !tbaa !7
  %219 = icmp slt i32 %56, %218
  br i1 %219, label %266, label %220

220:                                              ; preds = %214
  %221 = load i32, i32* %31, align 4, !tbaa !7
  %222 = icmp sgt i32 %221, %218
  br i1 %222, label %266, label %223

223:                                              ; preds = %220
  %224 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %225 = load i32, i32* %224, align 4, !tbaa !7
  %226 = icmp slt i32 %225, %218
  br i1 %226, label %266, label %227

227:                                              ; preds = %223
  %228 = load i32, i32* %32, align 4, !tbaa !7
  %229 = icmp sgt i32 %228, %218
  br i1 %229, label %266, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %232 = load i32, i32* %231, align 4, !tbaa !7
  %233 = icmp slt i32 %232, %218
  br i1 %233, label %266, label %234

234:                                              ; preds = %230
  %235 = load i32, i32* %33, align 4, !tbaa !7
  %236 = icmp sgt i32 %235, %218
  br i1 %236, label %266, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %239 = load i32, i32* %238, align 4, !tbaa !7
  %240 = icmp slt i32 %239, %218
  br i1 %240, label %266, label %241

241:                                              ; preds = %237
  %242 = load i32, i32* %34, align 4, !tbaa !7
  %243 = icmp sgt i32 %242, %218
  br i1 %243, label %266, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %246 = load i32, i32* %245, align 4, !tbaa !7
  %247 = icmp slt i32 %246, %218
  br i1 %247, label %266, label %248

248:                                              ; preds = %244
  %249 = load i32, i32* %35, align 4, !tbaa !7
  %250 = icmp sgt i32 %249, %218
  br i1 %250, label %266, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %253 = load i32, i32* %252, align 4, !tbaa !7
  %254 = icmp slt i32 %253, %218
  br i1 %254, label %266, label %255

255:                                              ; preds = %251
  %256 = load i32, i32* %36, align 4, !tbaa !7
  %257 = icmp sgt i32 %256, %218
  br i1 %257, label %266, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %260 = load i32, i32* %259, align 4, !tbaa !7
  %261 = icmp slt i32 %260, %218
  br i1 %261, label %266, label %262

262:                                              ; preds = %258
  %263 = load i32, i32* %37, align 4, !tbaa !7
  %264 = icmp sgt i32 %263, %218
  %265 = select i1 %264, i32 0, i32 1
  br label %266

266:                                              ; preds = %262, %223, %220, %227, %230, %234, %237, %241, %244, %248, %251, %255, %258, %214
  %267 = phi i32 [ 0, %214 ], [ 0, %223 ], [ 0, %220 ], [ 0, %227 ], [ 0, %230 ], [ 0, %234 ], [ 0, %237 ], [ 0, %241 ], [ 0, %244 ], [ 0, %248 ], [ 0, %251 ], [ 0, %255 ], [ 0, %258 ], [ %265, %262 ]
  %268 = add nsw i32 %215, %216
  %269 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %270 = load i32, i32* %269, align 4, !tbaa !7
  %271 = icmp slt i32 %56, %270
  br i1 %271, label %318, label %272

272:                                              ; preds = %266
  %273 = load i32, i32* %38, align 4, !tbaa !7
  %274 = icmp sgt i32 %273, %270
  br i1 %274, label %318, label %275

275:                                              ; preds = %272
  %276 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %277 = load i32, i32* %276, align 4, !tbaa !7
  %278 = icmp slt i32 %277, %270
  br i1 %278, label %318, label %279

279:                                              ; preds = %275
  %280 = load i32, i32* %39, align 4, !tbaa !7
  %281 = icmp sgt i32 %280, %270
  br i1 %281, label %318, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %284 = load i32, i32* %283, align 4, !tbaa !7
  %285 = icmp slt i32 %284, %270
  br i1 %285, label %318, label %286

286:                                              ; preds = %282
  %287 = load i32, i32* %40, align 4, !tbaa !7
  %288 = icmp sgt i32 %287, %270
  br i1 %288, label %318, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %291 = load i32, i32* %290, align 4, !tbaa !7
  %292 = icmp slt i32 %291, %270
  br i1 %292, label %318, label %293

293:                                              ; preds = %289
  %294 = load i32, i32* %41, align 4, !tbaa !7
  %295 = icmp sgt i32 %294, %270
  br i1 %295, label %318, label %296

296:                                              ; preds = %293
  %297 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %298 = load i32, i32* %297, align 4, !tbaa !7
  %299 = icmp slt i32 %298, %270
  br i1 %299, label %318, label %300

300:                                              ; preds = %296
  %301 = load i32, i32* %42, align 4, !tbaa !7
  %302 = icmp sgt i32 %301, %270
  br i1 %302, label %318, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %305 = load i32, i32* %304, align 4, !tbaa !7
  %306 = icmp slt i32 %305, %270
  br i1 %306, label %318, label %307

307:                                              ; preds = %303
  %308 = load i32, i32* %43, align 4, !tbaa !7
  %309 = icmp sgt i32 %308, %270
  br i1 %309, label %318, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %312 = load i32, i32* %311, align 4, !tbaa !7
  %313 = icmp slt i32 %312, %270
  br i1 %313, label %318, label %314

314:                                              ; preds = %310
  %315 = load i32, i32* %44, align 4, !tbaa !7
  %316 = icmp sgt i32 %315, %270
  %317 = select i1 %316, i32 0, i32 1
  br label %318

318:                                              ; preds = %314, %275, %272, %279, %282, %286, %289, %293, %296, %300, %303, %307, %310, %266
  %319 = phi i32 [ 0, %266 ], [ 0, %275 ], [ 0, %272 ], [ 0, %279 ], [ 0, %282 ], [ 0, %286 ], [ 0, %289 ], [ 0, %293 ], [ 0, %296 ], [ 0, %300 ], [ 0, %303 ], [ 0, %307 ], [ 0, %310 ], [ %317, %314 ]
  %320 = add nsw i32 %267, %268
  %321 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %322 = load i32, i32* %321, align 4, !tbaa !7
  %323 = icmp slt i32 %56, %322
  br i1 %323, label %370, label %324

324:                                              ; preds = %318
  %325 = load i32, i32* %45, align 4, !tbaa !7
  %326 = icmp sgt i32 %325, %322
  br i1 %326, label %370, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %329 = load i32, i32* %328, align 4, !tbaa !7
  %330 = icmp slt i32 %329, %322
  br i1 %330, label %370, label %331

331:                                              ; preds = %327
  %332 = load i32, i32* %46, align 4, !tbaa !7
  %333 = icmp sgt i32 %332, %322
  br i1 %333, label %370, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %336 = load i32, i32* %335, align 4, !tbaa !7
  %337 = icmp slt i32 %336, %322
  br i1 %337, label %370, label %338

338:                                              ; preds = %334
  %339 = load i32, i32* %47, align 4, !tbaa !7
  %340 = icmp sgt i32 %339, %322
  br i1 %340, label %370, label %341

341:                                              ; preds = %338
  %342 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %343 = load i32, i32* %342, align 4, !tbaa !7
  %344 = icmp slt i32 %343, %322
  br i1 %344, label %370, label %345

345:                                              ; preds = %341
  %346 = load i32, i32* %48, align 4, !tbaa !7
  %347 = icmp sgt i32 %346, %322
  br i1 %347, label %370, label %348

348:                                              ; preds = %345
  %349 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %350 = load i32, i32* %349, align 4, !tbaa !7
  %351 = icmp slt i32 %350, %322
  br i1 %351, label %370, label %352

352:                                              ; preds = %348
  %353 = load i32, i32* %49, align 4, !tbaa !7
  %354 = icmp sgt i32 %353, %322
  br i1 %354, label %370, label %355

355:                                              ; preds = %352
  %356 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %357 = load i32, i32* %356, align 4, !tbaa !7
  %358 = icmp slt i32 %357, %322
  br i1 %358, label %370, label %359

359:                                              ; preds = %355
  %360 = load i32, i32* %50, align 4, !tbaa !7
  %361 = icmp sgt i32 %360, %322
  br i1 %361, label %370, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %364 = load i32, i32* %363, align 4, !tbaa !7
  %365 = icmp slt i32 %364, %322
  br i1 %365, label %370, label %366

366:                                              ; preds = %362
  %367 = load i32, i32* %51, align 4, !tbaa !7
  %368 = icmp sgt i32 %367, %322
  %369 = select i1 %368, i32 0, i32 1
  br label %370

370:                                              ; preds = %366, %327, %324, %331, %334, %338, %341, %345, %348, %352, %355, %359, %362, %318
  %371 = phi i32 [ 0, %318 ], [ 0, %327 ], [ 0, %324 ], [ 0, %331 ], [ 0, %334 ], [ 0, %338 ], [ 0, %341 ], [ 0, %345 ], [ 0, %348 ], [ 0, %352 ], [ 0, %355 ], [ 0, %359 ], [ 0, %362 ], [ %369, %366 ]
  %372 = add nsw i32 %319, %320
  %373 = add nsw i32 %371, %372
  %374 = add nuw nsw i32 %54, 1
  %375 = icmp eq i32 %374, 7
  br i1 %375, label %58, label %52, !llvm.loop !19

376:                                              ; preds = %52
  %377 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 1
  %378 = load i32, i32* %377, align 4, !tbaa !7
  %379 = icmp slt i32 %378, %56
  br i1 %379, label %59, label %380

380:                                              ; preds = %376
  %381 = load i32, i32* %4, align 4, !tbaa !7
  %382 = icmp sgt i32 %381, %56
  br i1 %382, label %59, label %383

383:                                              ; preds = %380
  %384 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 2
  %385 = load i32, i32* %384, align 4, !tbaa !7
  %386 = icmp slt i32 %385, %56
  br i1 %386, label %59, label %387

387:                                              ; preds = %383
  %388 = load i32, i32* %5, align 4, !tbaa !7
  %389 = icmp sgt i32 %388, %56
  br i1 %389, label %59, label %390

390:                                              ; preds = %387
  %391 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 3
  %392 = load i32, i32* %391, align 4, !tbaa !7
  %393 = icmp slt i32 %392, %56
  br i1 %393, label %59, label %394

394:                                              ; preds = %390
  %395 = load i32, i32* %6, align 4, !tbaa !7
  %396 = icmp sgt i32 %395, %56
  br i1 %396, label %59, label %397

397:                                              ; preds = %394
  %398 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 4
  %399 = load i32, i32* %398, align 4, !tbaa !7
  %400 = icmp slt i32 %399, %56
  br i1 %400, label %59, label %401

401:                                              ; preds = %397
  %402 = load i32, i32* %7, align 4, !tbaa !7
  %403 = icmp sgt i32 %402, %56
  br i1 %403, label %59, label %404

404:                                              ; preds = %401
  %405 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 5
  %406 = load i32, i32* %405, align 4, !tbaa !7
  %407 = icmp slt i32 %406, %56
  br i1 %407, label %59, label %408

408:                                              ; preds = %404
  %409 = load i32, i32* %8, align 4, !tbaa !7
  %410 = icmp sgt i32 %409, %56
  br i1 %410, label %59, label %411

411:                                              ; preds = %408
  %412 = getelementptr inbounds [7 x i32], [7 x i32]* %0, i32 %54, i32 6
  %413 = load i32, i32* %412, align 4, !tbaa !7
  %414 = icmp slt i32 %413, %56
  br i1 %414, label %59, label %415

415:                                              ; preds = %411
  %416 = load i32, i32* %9, align 4, !tbaa !7
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
  br i1 %5, label %6, label %24

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  %8 = and i32 %0, 1
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %29, label %10

10:                                               ; preds = %6
  %11 = and i32 %0, -2
  %12 = and i32 %0, 3
  %13 = icmp ult i32 %7, 3
  %14 = and i32 %0, -4
  %15 = icmp eq i32 %12, 0
  %16 = icmp eq i32 %12, 1
  %17 = icmp eq i32 %12, 2
  %18 = and i32 %0, 3
  %19 = icmp ult i32 %7, 3
  %20 = and i32 %0, -4
  %21 = icmp eq i32 %18, 0
  %22 = icmp eq i32 %18, 1
  %23 = icmp eq i32 %18, 2
  br label %26

24:                                               ; preds = %2
  %25 = add i32 %0, -1
  br label %387

26:                                               ; preds = %160, %10
  %27 = phi i32 [ 0, %10 ], [ %161, %160 ]
  %28 = phi i32 [ 0, %10 ], [ %162, %160 ]
  br i1 %13, label %95, label %164

29:                                               ; preds = %160, %6
  %30 = phi i32 [ 0, %6 ], [ %161, %160 ]
  %31 = icmp eq i32 %8, 0
  br i1 %31, label %84, label %32

32:                                               ; preds = %29
  %33 = and i32 %0, 3
  %34 = icmp ult i32 %7, 3
  br i1 %34, label %62, label %35

35:                                               ; preds = %32
  %36 = and i32 %0, -4
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i32 [ 0, %35 ], [ %59, %37 ]
  %39 = phi i32 [ 0, %35 ], [ %60, %37 ]
  %40 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %38
  %41 = load i32, i32* %40, align 4, !tbaa !7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %38
  store i64 %42, i64* %43, align 8, !tbaa !20
  %44 = or i32 %38, 1
  %45 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %44
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %44
  store i64 %47, i64* %48, align 8, !tbaa !20
  %49 = or i32 %38, 2
  %50 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %49
  %51 = load i32, i32* %50, align 4, !tbaa !7
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %49
  store i64 %52, i64* %53, align 8, !tbaa !20
  %54 = or i32 %38, 3
  %55 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %54
  store i64 %57, i64* %58, align 8, !tbaa !20
  %59 = add nuw nsw i32 %38, 4
  %60 = add i32 %39, 4
  %61 = icmp eq i32 %60, %36
  br i1 %61, label %62, label %37, !llvm.loop !22

62:                                               ; preds = %37, %32
  %63 = phi i32 [ 0, %32 ], [ %59, %37 ]
  %64 = icmp eq i32 %33, 0
  br i1 %64, label %84, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %63
  %67 = load i32, i32* %66, align 4, !tbaa !7
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %63
  store i64 %68, i64* %69, align 8, !tbaa !20
  %70 = add nuw nsw i32 %63, 1
  %71 = icmp eq i32 %33, 1
  br i1 %71, label %84, label %72

72:                                               ; preds = %65
  %73 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %70
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %70
  store i64 %75, i64* %76, align 8, !tbaa !20
  %77 = add nuw nsw i32 %63, 2
  %78 = icmp eq i32 %33, 2
  br i1 %78, label %84, label %79

79:                                               ; preds = %72
  %80 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %30, i32 %77
  %81 = load i32, i32* %80, align 4, !tbaa !7
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %30, i32 %77
  store i64 %82, i64* %83, align 8, !tbaa !20
  br label %84

84:                                               ; preds = %62, %79, %72, %65, %29
  %85 = add i32 %0, -1
  %86 = icmp sgt i32 %0, 1
  br i1 %86, label %87, label %387

87:                                               ; preds = %84
  %88 = add i32 %0, -2
  %89 = and i32 %0, 3
  %90 = icmp ult i32 %7, 3
  %91 = and i32 %0, -4
  %92 = icmp eq i32 %89, 0
  %93 = icmp eq i32 %89, 1
  %94 = icmp eq i32 %89, 2
  br label %189

95:                                               ; preds = %164, %26
  %96 = phi i32 [ 0, %26 ], [ %186, %164 ]
  br i1 %15, label %114, label %97

97:                                               ; preds = %95
  %98 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %96
  %99 = load i32, i32* %98, align 4, !tbaa !7
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %96
  store i64 %100, i64* %101, align 8, !tbaa !20
  %102 = add nuw nsw i32 %96, 1
  br i1 %16, label %114, label %103

103:                                              ; preds = %97
  %104 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %102
  %105 = load i32, i32* %104, align 4, !tbaa !7
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %102
  store i64 %106, i64* %107, align 8, !tbaa !20
  %108 = add nuw nsw i32 %96, 2
  br i1 %17, label %114, label %109

109:                                              ; preds = %103
  %110 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %108
  %111 = load i32, i32* %110, align 4, !tbaa !7
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %108
  store i64 %112, i64* %113, align 8, !tbaa !20
  br label %114

114:                                              ; preds = %97, %103, %109, %95
  %115 = or i32 %27, 1
  br i1 %19, label %141, label %116

116:                                              ; preds = %114, %116
  %117 = phi i32 [ %138, %116 ], [ 0, %114 ]
  %118 = phi i32 [ %139, %116 ], [ 0, %114 ]
  %119 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %117
  %120 = load i32, i32* %119, align 4, !tbaa !7
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %117
  store i64 %121, i64* %122, align 8, !tbaa !20
  %123 = or i32 %117, 1
  %124 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %123
  %125 = load i32, i32* %124, align 4, !tbaa !7
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %123
  store i64 %126, i64* %127, align 8, !tbaa !20
  %128 = or i32 %117, 2
  %129 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %128
  %130 = load i32, i32* %129, align 4, !tbaa !7
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %128
  store i64 %131, i64* %132, align 8, !tbaa !20
  %133 = or i32 %117, 3
  %134 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %133
  store i64 %136, i64* %137, align 8, !tbaa !20
  %138 = add nuw nsw i32 %117, 4
  %139 = add i32 %118, 4
  %140 = icmp eq i32 %139, %20
  br i1 %140, label %141, label %116, !llvm.loop !22

141:                                              ; preds = %116, %114
  %142 = phi i32 [ 0, %114 ], [ %138, %116 ]
  br i1 %21, label %160, label %143

143:                                              ; preds = %141
  %144 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %142
  %145 = load i32, i32* %144, align 4, !tbaa !7
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %142
  store i64 %146, i64* %147, align 8, !tbaa !20
  %148 = add nuw nsw i32 %142, 1
  br i1 %22, label %160, label %149

149:                                              ; preds = %143
  %150 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %148
  %151 = load i32, i32* %150, align 4, !tbaa !7
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %148
  store i64 %152, i64* %153, align 8, !tbaa !20
  %154 = add nuw nsw i32 %142, 2
  br i1 %23, label %160, label %155

155:                                              ; preds = %149
  %156 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %115, i32 %154
  %157 = load i32, i32* %156, align 4, !tbaa !7
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %115, i32 %154
  store i64 %158, i64* %159, align 8, !tbaa !20
  br label %160

160:                                              ; preds = %143, %149, %155, %141
  %161 = add nuw nsw i32 %27, 2
  %162 = add i32 %28, 2
  %163 = icmp eq i32 %162, %11
  br i1 %163, label %29, label %26, !llvm.loop !23

164:                                              ; preds = %26, %164
  %165 = phi i32 [ %186, %164 ], [ 0, %26 ]
  %166 = phi i32 [ %187, %164 ], [ 0, %26 ]
  %167 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %165
  %168 = load i32, i32* %167, align 4, !tbaa !7
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %165
  store i64 %169, i64* %170, align 8, !tbaa !20
  %171 = or i32 %165, 1
  %172 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %171
  %173 = load i32, i32* %172, align 4, !tbaa !7
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %171
  store i64 %174, i64* %175, align 8, !tbaa !20
  %176 = or i32 %165, 2
  %177 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %176
  %178 = load i32, i32* %177, align 4, !tbaa !7
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %176
  store i64 %179, i64* %180, align 8, !tbaa !20
  %181 = or i32 %165, 3
  %182 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %27, i32 %181
  %183 = load i32, i32* %182, align 4, !tbaa !7
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %27, i32 %181
  store i64 %184, i64* %185, align 8, !tbaa !20
  %186 = add nuw nsw i32 %165, 4
  %187 = add i32 %166, 4
  %188 = icmp eq i32 %187, %14
  br i1 %188, label %95, label %164, !llvm.loop !22

189:                                              ; preds = %87, %331
  %190 = phi i32 [ %334, %331 ], [ 1, %87 ]
  %191 = phi i1 [ %333, %331 ], [ true, %87 ]
  %192 = phi i32 [ %282, %331 ], [ 0, %87 ]
  %193 = phi i32 [ %281, %331 ], [ 1, %87 ]
  %194 = phi i64 [ %332, %331 ], [ 1, %87 ]
  %195 = sub i32 %7, %192
  %196 = sub i32 %88, %192
  %197 = call i32 @llvm.smax.i32(i32 %0, i32 %190)
  %198 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %192
  %199 = load i64, i64* %198, align 8, !tbaa !20
  %200 = icmp eq i64 %199, 0
  br i1 %200, label %201, label %280

201:                                              ; preds = %189, %226
  %202 = phi i32 [ %224, %226 ], [ %192, %189 ]
  %203 = add nuw nsw i32 %202, 1
  %204 = icmp slt i32 %203, %0
  br i1 %204, label %205, label %230

205:                                              ; preds = %201
  %206 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %203, i32 %192
  %207 = load i64, i64* %206, align 8, !tbaa !20
  %208 = icmp eq i64 %207, 0
  br i1 %208, label %209, label %230, !llvm.loop !24

209:                                              ; preds = %205
  %210 = add nuw nsw i32 %202, 2
  %211 = icmp slt i32 %210, %0
  br i1 %211, label %212, label %230

212:                                              ; preds = %209
  %213 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %210, i32 %192
  %214 = load i64, i64* %213, align 8, !tbaa !20
  %215 = icmp eq i64 %214, 0
  br i1 %215, label %216, label %230, !llvm.loop !24

216:                                              ; preds = %212
  %217 = add nuw nsw i32 %202, 3
  %218 = icmp slt i32 %217, %0
  br i1 %218, label %219, label %230

219:                                              ; preds = %216
  %220 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %217, i32 %192
  %221 = load i64, i64* %220, align 8, !tbaa !20
  %222 = icmp eq i64 %221, 0
  br i1 %222, label %223, label %230, !llvm.loop !24

223:                                              ; preds = %219
  %224 = add nuw nsw i32 %202, 4
  %225 = icmp slt i32 %224, %0
  br i1 %225, label %226, label %230

226:                                              ; preds = %223
  %227 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %224, i32 %192
  %228 = load i64, i64* %227, align 8, !tbaa !20
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %201, label %230, !llvm.loop !24

230:                                              ; preds = %226, %223, %219, %216, %212, %209, %201, %205
  %231 = phi i32 [ %197, %201 ], [ %203, %205 ], [ %197, %209 ], [ %210, %212 ], [ %197, %216 ], [ %217, %219 ], [ %197, %223 ], [ %224, %226 ]
  %232 = icmp eq i32 %231, %0
  br i1 %232, label %386, label %233

233:                                              ; preds = %230
  br i1 %90, label %259, label %234

234:                                              ; preds = %233, %234
  %235 = phi i32 [ %256, %234 ], [ 0, %233 ]
  %236 = phi i32 [ %257, %234 ], [ 0, %233 ]
  %237 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %235
  %238 = load i64, i64* %237, align 8, !tbaa !20
  %239 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %235
  %240 = load i64, i64* %239, align 8, !tbaa !20
  store i64 %240, i64* %237, align 8, !tbaa !20
  store i64 %238, i64* %239, align 8, !tbaa !20
  %241 = or i32 %235, 1
  %242 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %241
  %243 = load i64, i64* %242, align 8, !tbaa !20
  %244 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %241
  %245 = load i64, i64* %244, align 8, !tbaa !20
  store i64 %245, i64* %242, align 8, !tbaa !20
  store i64 %243, i64* %244, align 8, !tbaa !20
  %246 = or i32 %235, 2
  %247 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %246
  %248 = load i64, i64* %247, align 8, !tbaa !20
  %249 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %246
  %250 = load i64, i64* %249, align 8, !tbaa !20
  store i64 %250, i64* %247, align 8, !tbaa !20
  store i64 %248, i64* %249, align 8, !tbaa !20
  %251 = or i32 %235, 3
  %252 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %251
  %253 = load i64, i64* %252, align 8, !tbaa !20
  %254 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %251
  %255 = load i64, i64* %254, align 8, !tbaa !20
  store i64 %255, i64* %252, align 8, !tbaa !20
  store i64 %253, i64* %254, align 8, !tbaa !20
  %256 = add nuw nsw i32 %235, 4
  %257 = add i32 %236, 4
  %258 = icmp eq i32 %257, %91
  br i1 %258, label %259, label %234, !llvm.loop !25

259:                                              ; preds = %234, %233
  %260 = phi i32 [ 0, %233 ], [ %256, %234 ]
  br i1 %92, label %278, label %261

261:                                              ; preds = %259
  %262 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %260
  %263 = load i64, i64* %262, align 8, !tbaa !20
  %264 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %260
  %265 = load i64, i64* %264, align 8, !tbaa !20
  store i64 %265, i64* %262, align 8, !tbaa !20
  store i64 %263, i64* %264, align 8, !tbaa !20
  %266 = add nuw nsw i32 %260, 1
  br i1 %93, label %278, label %267

267:                                              ; preds = %261
  %268 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %266
  %269 = load i64, i64* %268, align 8, !tbaa !20
  %270 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %266
  %271 = load i64, i64* %270, align 8, !tbaa !20
  store i64 %271, i64* %268, align 8, !tbaa !20
  store i64 %269, i64* %270, align 8, !tbaa !20
  %272 = add nuw nsw i32 %260, 2
  br i1 %94, label %278, label %273

273:                                              ; preds = %267
  %274 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %272
  %275 = load i64, i64* %274, align 8, !tbaa !20
  %276 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %231, i32 %272
  %277 = load i64, i64* %276, align 8, !tbaa !20
  store i64 %277, i64* %274, align 8, !tbaa !20
  store i64 %275, i64* %276, align 8, !tbaa !20
  br label %278

278:                                              ; preds = %261, %267, %273, %259
  %279 = sub nsw i32 0, %193
  br label %280

280:                                              ; preds = %278, %189
  %281 = phi i32 [ %279, %278 ], [ %193, %189 ]
  %282 = add nuw nsw i32 %192, 1
  %283 = icmp slt i32 %282, %0
  br i1 %283, label %284, label %331

284:                                              ; preds = %280
  %285 = and i32 %195, 3
  %286 = icmp eq i32 %285, 0
  %287 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %282
  %288 = add nuw nsw i32 %192, 2
  %289 = icmp eq i32 %285, 1
  %290 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %288
  %291 = add nuw nsw i32 %192, 3
  %292 = icmp eq i32 %285, 2
  %293 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %291
  %294 = add nuw nsw i32 %192, 4
  %295 = icmp ult i32 %196, 3
  br label %296

296:                                              ; preds = %284, %336
  %297 = phi i32 [ %337, %336 ], [ %282, %284 ]
  %298 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %192
  br i1 %286, label %329, label %299

299:                                              ; preds = %296
  %300 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %282
  %301 = load i64, i64* %300, align 8, !tbaa !20
  %302 = load i64, i64* %198, align 8, !tbaa !20
  %303 = mul nsw i64 %302, %301
  %304 = load i64, i64* %298, align 8, !tbaa !20
  %305 = load i64, i64* %287, align 8, !tbaa !20
  %306 = mul nsw i64 %305, %304
  %307 = sub nsw i64 %303, %306
  %308 = sdiv i64 %307, %194
  store i64 %308, i64* %300, align 8, !tbaa !20
  br i1 %289, label %329, label %309

309:                                              ; preds = %299
  %310 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %288
  %311 = load i64, i64* %310, align 8, !tbaa !20
  %312 = load i64, i64* %198, align 8, !tbaa !20
  %313 = mul nsw i64 %312, %311
  %314 = load i64, i64* %298, align 8, !tbaa !20
  %315 = load i64, i64* %290, align 8, !tbaa !20
  %316 = mul nsw i64 %315, %314
  %317 = sub nsw i64 %313, %316
  %318 = sdiv i64 %317, %194
  store i64 %318, i64* %310, align 8, !tbaa !20
  br i1 %292, label %329, label %319

319:                                              ; preds = %309
  %320 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %291
  %321 = load i64, i64* %320, align 8, !tbaa !20
  %322 = load i64, i64* %198, align 8, !tbaa !20
  %323 = mul nsw i64 %322, %321
  %324 = load i64, i64* %298, align 8, !tbaa !20
  %325 = load i64, i64* %293, align 8, !tbaa !20
  %326 = mul nsw i64 %325, %324
  %327 = sub nsw i64 %323, %326
  %328 = sdiv i64 %327, %194
  store i64 %328, i64* %320, align 8, !tbaa !20
  br label %329

329:                                              ; preds = %299, %309, %319, %296
  %330 = phi i32 [ %282, %296 ], [ %288, %299 ], [ %291, %309 ], [ %294, %319 ]
  br i1 %295, label %336, label %339

331:                                              ; preds = %336, %280
  %332 = load i64, i64* %198, align 8, !tbaa !20
  %333 = icmp slt i32 %282, %85
  %334 = add nuw i32 %190, 1
  %335 = icmp eq i32 %282, %85
  br i1 %335, label %387, label %189, !llvm.loop !26

336:                                              ; preds = %339, %329
  %337 = add nuw nsw i32 %297, 1
  %338 = icmp eq i32 %337, %0
  br i1 %338, label %331, label %296, !llvm.loop !27

339:                                              ; preds = %329, %339
  %340 = phi i32 [ %384, %339 ], [ %330, %329 ]
  %341 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %340
  %342 = load i64, i64* %341, align 8, !tbaa !20
  %343 = load i64, i64* %198, align 8, !tbaa !20
  %344 = mul nsw i64 %343, %342
  %345 = load i64, i64* %298, align 8, !tbaa !20
  %346 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %340
  %347 = load i64, i64* %346, align 8, !tbaa !20
  %348 = mul nsw i64 %347, %345
  %349 = sub nsw i64 %344, %348
  %350 = sdiv i64 %349, %194
  store i64 %350, i64* %341, align 8, !tbaa !20
  %351 = add nuw nsw i32 %340, 1
  %352 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %351
  %353 = load i64, i64* %352, align 8, !tbaa !20
  %354 = load i64, i64* %198, align 8, !tbaa !20
  %355 = mul nsw i64 %354, %353
  %356 = load i64, i64* %298, align 8, !tbaa !20
  %357 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %351
  %358 = load i64, i64* %357, align 8, !tbaa !20
  %359 = mul nsw i64 %358, %356
  %360 = sub nsw i64 %355, %359
  %361 = sdiv i64 %360, %194
  store i64 %361, i64* %352, align 8, !tbaa !20
  %362 = add nuw nsw i32 %340, 2
  %363 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %362
  %364 = load i64, i64* %363, align 8, !tbaa !20
  %365 = load i64, i64* %198, align 8, !tbaa !20
  %366 = mul nsw i64 %365, %364
  %367 = load i64, i64* %298, align 8, !tbaa !20
  %368 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %362
  %369 = load i64, i64* %368, align 8, !tbaa !20
  %370 = mul nsw i64 %369, %367
  %371 = sub nsw i64 %366, %370
  %372 = sdiv i64 %371, %194
  store i64 %372, i64* %363, align 8, !tbaa !20
  %373 = add nuw nsw i32 %340, 3
  %374 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %297, i32 %373
  %375 = load i64, i64* %374, align 8, !tbaa !20
  %376 = load i64, i64* %198, align 8, !tbaa !20
  %377 = mul nsw i64 %376, %375
  %378 = load i64, i64* %298, align 8, !tbaa !20
  %379 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %192, i32 %373
  %380 = load i64, i64* %379, align 8, !tbaa !20
  %381 = mul nsw i64 %380, %378
  %382 = sub nsw i64 %377, %381
  %383 = sdiv i64 %382, %194
  store i64 %383, i64* %374, align 8, !tbaa !20
  %384 = add nuw nsw i32 %340, 4
  %385 = icmp eq i32 %384, %0
  br i1 %385, label %336, label %339, !llvm.loop !28

386:                                              ; preds = %230
  br i1 %191, label %394, label %387

387:                                              ; preds = %331, %24, %84, %386
  %388 = phi i32 [ %85, %386 ], [ %85, %84 ], [ %25, %24 ], [ %85, %331 ]
  %389 = phi i32 [ %193, %386 ], [ 1, %84 ], [ 1, %24 ], [ %281, %331 ]
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %388, i32 %388
  %392 = load i64, i64* %391, align 8, !tbaa !20
  %393 = mul nsw i64 %392, %390
  br label %394

394:                                              ; preds = %386, %387
  %395 = phi i64 [ %393, %387 ], [ 0, %386 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %395
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !9, i64 0}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
