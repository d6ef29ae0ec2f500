; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@nums = internal unnamed_addr constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 4
@dens = internal unnamed_addr constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %12
  %2 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %3 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i32 0, i32 %2
  %4 = load i32, i32* %3, align 4, !tbaa !7
  %5 = icmp eq i32 %2, 8
  %6 = sext i32 %4 to i64
  %7 = lshr i32 21844, %2
  %8 = and i32 %7, 1
  br label %15

9:                                                ; preds = %12
  %10 = call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %11 = icmp eq i32 %10, -3
  br i1 %11, label %60, label %69

12:                                               ; preds = %57
  %13 = add nuw nsw i32 %2, 1
  %14 = icmp eq i32 %13, 16
  br i1 %14, label %9, label %1, !llvm.loop !11

15:                                               ; preds = %1, %57
  %16 = phi i32 [ 0, %1 ], [ %58, %57 ]
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = icmp eq i32 %16, 1
  %20 = select i1 %5, i1 %19, i1 false
  br i1 %20, label %57, label %21

21:                                               ; preds = %15
  %22 = call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %18) #3
  %23 = call fastcc i32 @srem(i32 noundef %4, i32 noundef %18) #3
  %24 = sext i32 %22 to i64
  %25 = sext i32 %18 to i64
  %26 = mul nsw i64 %24, %25
  %27 = sext i32 %23 to i64
  %28 = add nsw i64 %26, %27
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %31, label %30

30:                                               ; preds = %21
  call void @abort() #4
  br label %31

31:                                               ; preds = %30, %21
  %32 = icmp eq i32 %23, 0
  %33 = lshr i32 %23, 31
  %34 = icmp eq i32 %33, %8
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %31
  call void @abort() #4
  br label %37

37:                                               ; preds = %36, %31
  %38 = load i32, i32* @h, align 4, !tbaa !7
  %39 = xor i32 %38, %22
  %40 = mul i32 %39, 16777619
  %41 = xor i32 %40, %23
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* @h, align 4, !tbaa !7
  %43 = call fastcc i32 @udiv(i32 noundef %4, i32 noundef %18) #3
  %44 = call fastcc i32 @urem(i32 noundef %4, i32 noundef %18) #3
  %45 = mul i32 %43, %18
  %46 = add i32 %45, %44
  %47 = icmp eq i32 %46, %4
  %48 = icmp ult i32 %44, %18
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %51, label %50

50:                                               ; preds = %37
  call void @abort() #4
  br label %51

51:                                               ; preds = %37, %50
  %52 = shl i32 %44, 7
  %53 = xor i32 %52, %43
  %54 = load i32, i32* @h, align 4, !tbaa !7
  %55 = xor i32 %53, %54
  %56 = mul i32 %55, 16777619
  store i32 %56, i32* @h, align 4, !tbaa !7
  br label %57

57:                                               ; preds = %15, %51
  %58 = add nuw nsw i32 %16, 1
  %59 = icmp eq i32 %58, 16
  br i1 %59, label %12, label %15, !llvm.loop !14

60:                                               ; preds = %9
  %61 = call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %62 = icmp eq i32 %61, -1
  br i1 %62, label %63, label %69

63:                                               ; preds = %60
  %64 = call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %65 = icmp eq i32 %64, -3
  br i1 %65, label %66, label %69

66:                                               ; preds = %63
  %67 = call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %70, label %69

69:                                               ; preds = %66, %63, %60, %9
  call void @abort() #4
  br label %70

70:                                               ; preds = %69, %66
  %71 = load i32, i32* @h, align 4, !tbaa !7
  br label %76

72:                                               ; preds = %173
  %73 = xor i32 %179, 124723200
  %74 = mul i32 %73, 16777619
  store i32 %74, i32* @h, align 4, !tbaa !7
  %75 = and i32 %74, 2147483647
  ret i32 %75

76:                                               ; preds = %70, %173
  %77 = phi i32 [ 0, %70 ], [ %180, %173 ]
  %78 = phi i32 [ 77, %70 ], [ %81, %173 ]
  %79 = phi i32 [ %71, %70 ], [ %179, %173 ]
  %80 = mul i32 %78, 1664525
  %81 = add i32 %80, 1013904223
  %82 = freeze i32 %81
  %83 = sdiv i32 %82, 3
  %84 = mul i32 %83, 3
  %85 = sub i32 %82, %84
  %86 = add nsw i32 %83, %85
  %87 = freeze i32 %81
  %88 = sdiv i32 %87, 7
  %89 = add nsw i32 %86, %88
  %90 = mul i32 %88, 7
  %91 = sub i32 %87, %90
  %92 = sub i32 %89, %91
  %93 = freeze i32 %81
  %94 = sdiv i32 %93, 10
  %95 = add nsw i32 %92, %94
  %96 = mul i32 %94, 10
  %97 = sub i32 %93, %96
  %98 = add nsw i32 %95, %97
  %99 = freeze i32 %81
  %100 = sdiv i32 %99, 16
  %101 = add nsw i32 %98, %100
  %102 = mul i32 %100, 16
  %103 = sub i32 %99, %102
  %104 = sub i32 %101, %103
  %105 = sdiv i32 %81, -5
  %106 = add nsw i32 %104, %105
  %107 = srem i32 %81, 5
  %108 = add nsw i32 %106, %107
  %109 = sdiv i32 %81, 1000
  %110 = add nsw i32 %108, %109
  %111 = xor i32 %79, %110
  %112 = mul i32 %111, 16777619
  %113 = freeze i32 %81
  %114 = udiv i32 %113, 3
  %115 = mul i32 %114, 3
  %116 = sub i32 %113, %115
  %117 = add nuw nsw i32 %114, %116
  %118 = freeze i32 %81
  %119 = udiv i32 %118, 7
  %120 = add nuw i32 %117, %119
  %121 = mul i32 %119, 7
  %122 = sub i32 %118, %121
  %123 = add i32 %120, %122
  %124 = freeze i32 %81
  %125 = udiv i32 %124, 10
  %126 = add i32 %123, %125
  %127 = mul i32 %125, 10
  %128 = sub i32 %124, %127
  %129 = add i32 %126, %128
  %130 = lshr i32 %81, 4
  %131 = add i32 %129, %130
  %132 = and i32 %81, 15
  %133 = add i32 %131, %132
  %134 = udiv i32 %81, 641
  %135 = add i32 %133, %134
  %136 = urem i32 %81, 1000
  %137 = add i32 %135, %136
  %138 = xor i32 %112, %137
  %139 = mul i32 %138, 16777619
  %140 = lshr i32 %81, 8
  %141 = trunc i32 %140 to i8
  %142 = lshr i32 %81, 5
  %143 = trunc i32 %142 to i16
  %144 = lshr i32 %81, 24
  %145 = shl i32 %140, 24
  %146 = ashr exact i32 %145, 24
  %147 = icmp eq i8 %141, 0
  br i1 %147, label %153, label %148

148:                                              ; preds = %76
  %149 = shl i32 %81, 24
  %150 = ashr exact i32 %149, 24
  %151 = sdiv i32 %150, %146
  %152 = mul i32 %151, 1000000
  br label %153

153:                                              ; preds = %148, %76
  %154 = phi i32 [ %152, %148 ], [ 0, %76 ]
  br i1 %147, label %160, label %155

155:                                              ; preds = %153
  %156 = shl i32 %81, 24
  %157 = ashr exact i32 %156, 24
  %158 = srem i32 %157, %146
  %159 = mul nsw i32 %158, 10000
  br label %160

160:                                              ; preds = %155, %153
  %161 = phi i32 [ %159, %155 ], [ 0, %153 ]
  %162 = and i32 %142, 65535
  %163 = icmp eq i16 %143, 0
  br i1 %163, label %168, label %164

164:                                              ; preds = %160
  %165 = ashr i32 %81, 16
  %166 = sdiv i32 %165, %162
  %167 = mul i32 %166, 100
  br label %168

168:                                              ; preds = %164, %160
  %169 = phi i32 [ %167, %164 ], [ 0, %160 ]
  %170 = icmp ult i32 %81, 16777216
  br i1 %170, label %173, label %171

171:                                              ; preds = %168
  %172 = urem i32 %162, %144
  br label %173

173:                                              ; preds = %168, %171
  %174 = phi i32 [ %172, %171 ], [ 0, %168 ]
  %175 = add nsw i32 %161, %154
  %176 = add nsw i32 %175, %169
  %177 = add nsw i32 %176, %174
  %178 = xor i32 %177, %139
  %179 = mul i32 %178, 16777619
  %180 = add nuw nsw i32 %77, 1
  %181 = icmp eq i32 %180, 500
  br i1 %181, label %72, label %76, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sdiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @srem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @udiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @urem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
