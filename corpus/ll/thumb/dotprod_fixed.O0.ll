; ModuleID = 'dotprod_fixed.c'
source_filename = "dotprod_fixed.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@va = dso_local global [48 x i16] zeroinitializer, align 2
@vb = dso_local global [48 x i16] zeroinitializer, align 2
@seed = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i16*, align 4
  %5 = alloca i16, align 2
  %6 = alloca i16*, align 4
  store i16* %0, i16** %3, align 4
  store i16* %1, i16** %4, align 4
  store i16 0, i16* %5, align 2
  %7 = load i16*, i16** %3, align 4
  %8 = getelementptr inbounds i16, i16* %7, i32 48
  store i16* %8, i16** %6, align 4
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 4
  %11 = load i16*, i16** %6, align 4
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load i16, i16* %5, align 2
  %15 = zext i16 %14 to i32
  %16 = load i16*, i16** %3, align 4
  %17 = load i16, i16* %16, align 2
  %18 = zext i16 %17 to i32
  %19 = load i16*, i16** %4, align 4
  %20 = load i16, i16* %19, align 2
  %21 = zext i16 %20 to i32
  %22 = mul nsw i32 %18, %21
  %23 = add nsw i32 %15, %22
  %24 = trunc i32 %23 to i16
  store i16 %24, i16* %5, align 2
  %25 = load i16*, i16** %3, align 4
  %26 = getelementptr inbounds i16, i16* %25, i32 1
  store i16* %26, i16** %3, align 4
  %27 = load i16*, i16** %4, align 4
  %28 = getelementptr inbounds i16, i16* %27, i32 1
  store i16* %28, i16** %4, align 4
  br label %9, !llvm.loop !7

29:                                               ; preds = %9
  %30 = load i16, i16* %5, align 2
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product_fp(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i16*, align 4
  %5 = alloca i16, align 2
  %6 = alloca i16*, align 4
  store i16* %0, i16** %3, align 4
  store i16* %1, i16** %4, align 4
  store i16 0, i16* %5, align 2
  %7 = load i16*, i16** %3, align 4
  %8 = getelementptr inbounds i16, i16* %7, i32 48
  store i16* %8, i16** %6, align 4
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 4
  %11 = load i16*, i16** %6, align 4
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load i16, i16* %5, align 2
  %15 = zext i16 %14 to i32
  %16 = load i16*, i16** %3, align 4
  %17 = load i16, i16* %16, align 2
  %18 = zext i16 %17 to i32
  %19 = load i16*, i16** %4, align 4
  %20 = load i16, i16* %19, align 2
  %21 = zext i16 %20 to i32
  %22 = mul i32 %18, %21
  %23 = lshr i32 %22, 8
  %24 = trunc i32 %23 to i16
  %25 = zext i16 %24 to i32
  %26 = add nsw i32 %15, %25
  %27 = trunc i32 %26 to i16
  store i16 %27, i16* %5, align 2
  %28 = load i16*, i16** %3, align 4
  %29 = getelementptr inbounds i16, i16* %28, i32 1
  store i16* %29, i16** %3, align 4
  %30 = load i16*, i16** %4, align 4
  %31 = getelementptr inbounds i16, i16* %30, i32 1
  store i16* %31, i16** %4, align 4
  br label %9, !llvm.loop !9

32:                                               ; preds = %9
  %33 = load i16, i16* %5, align 2
  ret i16 %33
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product_fp2(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i16*, align 4
  store i16* %0, i16** %3, align 4
  store i16* %1, i16** %4, align 4
  store i32 0, i32* %5, align 4
  %7 = load i16*, i16** %3, align 4
  %8 = getelementptr inbounds i16, i16* %7, i32 48
  store i16* %8, i16** %6, align 4
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 4
  %11 = load i16*, i16** %6, align 4
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = load i16*, i16** %3, align 4
  %16 = load i16, i16* %15, align 2
  %17 = zext i16 %16 to i32
  %18 = load i16*, i16** %4, align 4
  %19 = load i16, i16* %18, align 2
  %20 = zext i16 %19 to i32
  %21 = mul i32 %17, %20
  %22 = add i32 %14, %21
  store i32 %22, i32* %5, align 4
  %23 = load i16*, i16** %3, align 4
  %24 = getelementptr inbounds i16, i16* %23, i32 1
  store i16* %24, i16** %3, align 4
  %25 = load i16*, i16** %4, align 4
  %26 = getelementptr inbounds i16, i16* %25, i32 1
  store i16* %26, i16** %4, align 4
  br label %9, !llvm.loop !10

27:                                               ; preds = %9
  %28 = load i32, i32* %5, align 4
  %29 = lshr i32 %28, 8
  %30 = trunc i32 %29 to i16
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %81, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %84

12:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %23, %12
  %14 = load i32, i32* %3, align 4
  %15 = icmp slt i32 %14, 48
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = call zeroext i16 @next_fp() #2
  %18 = load i32, i32* %3, align 4
  %19 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %18
  store i16 %17, i16* %19, align 2
  %20 = call zeroext i16 @next_fp() #2
  %21 = load i32, i32* %3, align 4
  %22 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i32 0, i32 %21
  store i16 %20, i16* %22, align 2
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %3, align 4
  br label %13, !llvm.loop !11

26:                                               ; preds = %13
  %27 = call zeroext i16 @dot_product(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i32 0, i32 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0)) #2
  store i16 %27, i16* %4, align 2
  %28 = call zeroext i16 @dot_product_fp(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i32 0, i32 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0)) #2
  store i16 %28, i16* %5, align 2
  %29 = call zeroext i16 @dot_product_fp2(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i32 0, i32 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0)) #2
  store i16 %29, i16* %6, align 2
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %30

30:                                               ; preds = %45, %26
  %31 = load i32, i32* %8, align 4
  %32 = icmp slt i32 %31, 48
  br i1 %32, label %33, label %48

33:                                               ; preds = %30
  %34 = load i32, i32* %8, align 4
  %35 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %34
  %36 = load i16, i16* %35, align 2
  %37 = zext i16 %36 to i32
  %38 = load i32, i32* %8, align 4
  %39 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i32 0, i32 %38
  %40 = load i16, i16* %39, align 2
  %41 = zext i16 %40 to i32
  %42 = mul i32 %37, %41
  %43 = load i32, i32* %7, align 4
  %44 = add i32 %43, %42
  store i32 %44, i32* %7, align 4
  br label %45

45:                                               ; preds = %33
  %46 = load i32, i32* %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %8, align 4
  br label %30, !llvm.loop !12

48:                                               ; preds = %30
  %49 = load i32, i32* %7, align 4
  %50 = lshr i32 %49, 8
  %51 = trunc i32 %50 to i16
  %52 = zext i16 %51 to i32
  %53 = load i16, i16* %6, align 2
  %54 = zext i16 %53 to i32
  %55 = icmp ne i32 %52, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %48
  call void @abort() #2
  br label %57

57:                                               ; preds = %56, %48
  %58 = load i32, i32* %7, align 4
  %59 = trunc i32 %58 to i16
  %60 = zext i16 %59 to i32
  %61 = load i16, i16* %4, align 2
  %62 = zext i16 %61 to i32
  %63 = icmp ne i32 %60, %62
  br i1 %63, label %64, label %65

64:                                               ; preds = %57
  call void @abort() #2
  br label %65

65:                                               ; preds = %64, %57
  %66 = load i32, i32* %1, align 4
  %67 = load i16, i16* %4, align 2
  %68 = zext i16 %67 to i32
  %69 = xor i32 %66, %68
  %70 = mul i32 %69, 16777619
  store i32 %70, i32* %1, align 4
  %71 = load i32, i32* %1, align 4
  %72 = load i16, i16* %5, align 2
  %73 = zext i16 %72 to i32
  %74 = xor i32 %71, %73
  %75 = mul i32 %74, 16777619
  store i32 %75, i32* %1, align 4
  %76 = load i32, i32* %1, align 4
  %77 = load i16, i16* %6, align 2
  %78 = zext i16 %77 to i32
  %79 = xor i32 %76, %78
  %80 = mul i32 %79, 16777619
  store i32 %80, i32* %1, align 4
  br label %81

81:                                               ; preds = %65
  %82 = load i32, i32* %2, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %2, align 4
  br label %9, !llvm.loop !13

84:                                               ; preds = %9
  %85 = load i32, i32* %1, align 4
  %86 = and i32 %85, 2147483647
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i16 @next_fp() #0 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 16
  %6 = and i32 %5, 1023
  %7 = trunc i32 %6 to i16
  ret i16 %7
}

declare dso_local void @abort() #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
