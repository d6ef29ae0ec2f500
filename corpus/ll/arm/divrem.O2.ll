; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

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
  %10 = tail call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %11 = icmp eq i32 %10, -3
  br i1 %11, label %61, label %70

12:                                               ; preds = %58
  %13 = add nuw nsw i32 %2, 1
  %14 = icmp eq i32 %13, 16
  br i1 %14, label %9, label %1, !llvm.loop !11

15:                                               ; preds = %1, %58
  %16 = phi i32 [ 0, %1 ], [ %59, %58 ]
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = icmp eq i32 %16, 1
  %20 = select i1 %5, i1 %19, i1 false
  br i1 %20, label %58, label %21

21:                                               ; preds = %15
  %22 = tail call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %18) #3
  %23 = tail call fastcc i32 @srem(i32 noundef %4, i32 noundef %18) #3
  %24 = sext i32 %22 to i64
  %25 = sext i32 %18 to i64
  %26 = mul nsw i64 %24, %25
  %27 = sext i32 %23 to i64
  %28 = add nsw i64 %26, %27
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %31, label %30

30:                                               ; preds = %21
  tail call void @abort() #4
  br label %31

31:                                               ; preds = %30, %21
  %32 = icmp eq i32 %23, 0
  %33 = lshr i32 %23, 31
  %34 = icmp eq i32 %33, %8
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %31
  tail call void @abort() #4
  br label %37

37:                                               ; preds = %36, %31
  %38 = load i32, i32* @h, align 4, !tbaa !7
  %39 = xor i32 %38, %22
  %40 = mul i32 %39, 16777619
  %41 = xor i32 %40, %23
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* @h, align 4, !tbaa !7
  %43 = tail call fastcc i32 @udiv(i32 noundef %4, i32 noundef %18) #3
  %44 = tail call fastcc i32 @urem(i32 noundef %4, i32 noundef %18) #3
  %45 = mul i32 %43, %18
  %46 = add i32 %45, %44
  %47 = icmp eq i32 %46, %4
  %48 = icmp ult i32 %44, %18
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %52, label %50

50:                                               ; preds = %37
  tail call void @abort() #4
  %51 = load i32, i32* @h, align 4, !tbaa !7
  br label %52

52:                                               ; preds = %37, %50
  %53 = phi i32 [ %42, %37 ], [ %51, %50 ]
  %54 = shl i32 %44, 7
  %55 = xor i32 %54, %43
  %56 = xor i32 %55, %53
  %57 = mul i32 %56, 16777619
  store i32 %57, i32* @h, align 4, !tbaa !7
  br label %58

58:                                               ; preds = %15, %52
  %59 = add nuw nsw i32 %16, 1
  %60 = icmp eq i32 %59, 16
  br i1 %60, label %12, label %15, !llvm.loop !13

61:                                               ; preds = %9
  %62 = tail call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = tail call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %66 = icmp eq i32 %65, -3
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = tail call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %71, label %70

70:                                               ; preds = %67, %64, %61, %9
  tail call void @abort() #4
  br label %71

71:                                               ; preds = %70, %67
  %72 = load i32, i32* @h, align 4, !tbaa !7
  br label %77

73:                                               ; preds = %176
  %74 = xor i32 %182, 124723200
  %75 = mul i32 %74, 16777619
  store i32 %75, i32* @h, align 4, !tbaa !7
  %76 = and i32 %75, 2147483647
  ret i32 %76

77:                                               ; preds = %71, %176
  %78 = phi i32 [ 0, %71 ], [ %183, %176 ]
  %79 = phi i32 [ 77, %71 ], [ %82, %176 ]
  %80 = phi i32 [ %72, %71 ], [ %182, %176 ]
  %81 = mul i32 %79, 1664525
  %82 = add i32 %81, 1013904223
  %83 = freeze i32 %82
  %84 = sdiv i32 %83, 3
  %85 = mul i32 %84, 3
  %86 = sub i32 %83, %85
  %87 = add nsw i32 %84, %86
  %88 = freeze i32 %82
  %89 = sdiv i32 %88, 7
  %90 = add nsw i32 %87, %89
  %91 = mul i32 %89, 7
  %92 = sub i32 %88, %91
  %93 = sub nsw i32 %90, %92
  %94 = freeze i32 %82
  %95 = sdiv i32 %94, 10
  %96 = add nsw i32 %93, %95
  %97 = mul i32 %95, 10
  %98 = sub i32 %94, %97
  %99 = add nsw i32 %96, %98
  %100 = freeze i32 %82
  %101 = sdiv i32 %100, 16
  %102 = add nsw i32 %99, %101
  %103 = mul i32 %101, 16
  %104 = sub i32 %100, %103
  %105 = sub nsw i32 %102, %104
  %106 = sdiv i32 %82, -5
  %107 = add nsw i32 %105, %106
  %108 = srem i32 %82, 5
  %109 = add nsw i32 %107, %108
  %110 = sdiv i32 %82, 1000
  %111 = add nsw i32 %109, %110
  %112 = xor i32 %80, %111
  %113 = mul i32 %112, 16777619
  %114 = freeze i32 %82
  %115 = udiv i32 %114, 3
  %116 = mul i32 %115, 3
  %117 = sub i32 %114, %116
  %118 = add nuw nsw i32 %115, %117
  %119 = freeze i32 %82
  %120 = udiv i32 %119, 7
  %121 = add nuw nsw i32 %118, %120
  %122 = mul i32 %120, 7
  %123 = sub i32 %119, %122
  %124 = add nuw nsw i32 %121, %123
  %125 = freeze i32 %82
  %126 = udiv i32 %125, 10
  %127 = add nuw i32 %124, %126
  %128 = mul i32 %126, 10
  %129 = sub i32 %125, %128
  %130 = add nuw i32 %127, %129
  %131 = lshr i32 %82, 4
  %132 = add nuw i32 %130, %131
  %133 = and i32 %82, 15
  %134 = add nuw i32 %132, %133
  %135 = udiv i32 %82, 641
  %136 = add nuw i32 %134, %135
  %137 = urem i32 %82, 1000
  %138 = add nuw i32 %136, %137
  %139 = xor i32 %113, %138
  %140 = mul i32 %139, 16777619
  %141 = lshr i32 %82, 8
  %142 = trunc i32 %141 to i8
  %143 = lshr i32 %82, 5
  %144 = trunc i32 %143 to i16
  %145 = lshr i32 %82, 24
  %146 = icmp eq i8 %142, 0
  br i1 %146, label %160, label %147

147:                                              ; preds = %77
  %148 = trunc i32 %82 to i8
  %149 = sext i8 %148 to i16
  %150 = sext i8 %142 to i16
  %151 = freeze i16 %149
  %152 = freeze i16 %150
  %153 = sdiv i16 %151, %152
  %154 = sext i16 %153 to i32
  %155 = mul nsw i32 %154, 1000000
  %156 = mul i16 %153, %152
  %157 = sub i16 %151, %156
  %158 = sext i16 %157 to i32
  %159 = mul nsw i32 %158, 10000
  br label %160

160:                                              ; preds = %147, %77
  %161 = phi i32 [ %155, %147 ], [ 0, %77 ]
  %162 = phi i32 [ %159, %147 ], [ 0, %77 ]
  %163 = icmp eq i16 %144, 0
  br i1 %163, label %169, label %164

164:                                              ; preds = %160
  %165 = and i32 %143, 65535
  %166 = ashr i32 %82, 16
  %167 = sdiv i32 %166, %165
  %168 = mul nsw i32 %167, 100
  br label %169

169:                                              ; preds = %164, %160
  %170 = phi i32 [ %168, %164 ], [ 0, %160 ]
  %171 = icmp ult i32 %82, 16777216
  br i1 %171, label %176, label %172

172:                                              ; preds = %169
  %173 = trunc i32 %145 to i16
  %174 = urem i16 %144, %173
  %175 = zext i16 %174 to i32
  br label %176

176:                                              ; preds = %169, %172
  %177 = phi i32 [ %175, %172 ], [ 0, %169 ]
  %178 = add nsw i32 %162, %161
  %179 = add nsw i32 %178, %170
  %180 = add nsw i32 %179, %177
  %181 = xor i32 %180, %140
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i32 %78, 1
  %184 = icmp eq i32 %183, 500
  br i1 %184, label %73, label %77, !llvm.loop !14
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
