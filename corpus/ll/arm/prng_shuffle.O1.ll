; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 2
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !7
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !7
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !7
  store i32 %18, i32* @lcg_state, align 4, !tbaa !7
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !11

24:                                               ; preds = %3, %122
  %25 = phi i32 [ %21, %3 ], [ %126, %122 ]
  %26 = phi i32 [ 0, %3 ], [ %127, %122 ]
  br label %31

27:                                               ; preds = %122
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !14
  br label %129

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !14
  br label %38

31:                                               ; preds = %24, %31
  %32 = phi i32 [ 0, %24 ], [ %35, %31 ]
  %33 = trunc i32 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %32
  store i8 %33, i8* %34, align 1, !tbaa !16
  %35 = add nuw nsw i32 %32, 1
  %36 = icmp eq i32 %35, 64
  br i1 %36, label %29, label %31, !llvm.loop !17

37:                                               ; preds = %67
  store i64 %48, i64* @pcg_state, align 8, !tbaa !14
  br label %74

38:                                               ; preds = %29, %67
  %39 = phi i32 [ 63, %29 ], [ %72, %67 ]
  %40 = phi i64 [ %30, %29 ], [ %48, %67 ]
  %41 = add nuw nsw i32 %39, 1
  %42 = xor i32 %39, -1
  %43 = urem i32 %42, %41
  br label %44

44:                                               ; preds = %65, %38
  %45 = phi i64 [ %40, %38 ], [ %48, %65 ]
  %46 = phi i32 [ undef, %38 ], [ %66, %65 ]
  %47 = mul i64 %45, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = lshr i64 %45, 45
  %50 = lshr i64 %45, 27
  %51 = xor i64 %49, %50
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %45, 59
  %54 = trunc i64 %53 to i32
  %55 = icmp eq i32 %54, 0
  %56 = sub nuw nsw i32 32, %54
  %57 = shl i32 %52, %56
  %58 = lshr i32 %52, %54
  %59 = and i32 %57, -1431655766
  %60 = select i1 %55, i32 0, i32 %59
  %61 = xor i32 %60, %58
  %62 = icmp ult i32 %61, %43
  br i1 %62, label %65, label %63

63:                                               ; preds = %44
  %64 = urem i32 %61, %41
  br label %65

65:                                               ; preds = %63, %44
  %66 = phi i32 [ %64, %63 ], [ %46, %44 ]
  br i1 %62, label %44, label %67, !llvm.loop !18

67:                                               ; preds = %65
  %68 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %39
  %69 = load i8, i8* %68, align 1, !tbaa !16
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %66
  %71 = load i8, i8* %70, align 1, !tbaa !16
  store i8 %71, i8* %68, align 1, !tbaa !16
  store i8 %69, i8* %70, align 1, !tbaa !16
  %72 = add nsw i32 %39, -1
  %73 = icmp ugt i32 %39, 1
  br i1 %73, label %38, label %37, !llvm.loop !19

74:                                               ; preds = %37, %104
  %75 = phi i32 [ 0, %37 ], [ %107, %104 ]
  %76 = phi i32 [ 0, %37 ], [ %106, %104 ]
  %77 = phi i32 [ 0, %37 ], [ %105, %104 ]
  %78 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %75
  %79 = load i8, i8* %78, align 1, !tbaa !16
  %80 = icmp sgt i8 %79, -1
  br i1 %80, label %81, label %104

81:                                               ; preds = %74
  %82 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %75
  %83 = load i8, i8* %82, align 1, !tbaa !16
  %84 = zext i8 %83 to i32
  %85 = and i32 %84, 128
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %99

87:                                               ; preds = %81, %87
  %88 = phi i32 [ %96, %87 ], [ %84, %81 ]
  %89 = phi i8 [ %95, %87 ], [ %83, %81 ]
  %90 = phi i8* [ %94, %87 ], [ %82, %81 ]
  %91 = phi i32 [ %93, %87 ], [ 0, %81 ]
  %92 = or i8 %89, -128
  store i8 %92, i8* %90, align 1, !tbaa !16
  %93 = add nuw nsw i32 %91, 1
  %94 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %88
  %95 = load i8, i8* %94, align 1, !tbaa !16
  %96 = zext i8 %95 to i32
  %97 = and i32 %96, 128
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %87, label %99, !llvm.loop !20

99:                                               ; preds = %87, %81
  %100 = phi i32 [ 0, %81 ], [ %93, %87 ]
  %101 = add nsw i32 %77, 1
  %102 = icmp sgt i32 %100, %76
  %103 = select i1 %102, i32 %100, i32 %76
  br label %104

104:                                              ; preds = %74, %99
  %105 = phi i32 [ %77, %74 ], [ %101, %99 ]
  %106 = phi i32 [ %76, %74 ], [ %103, %99 ]
  %107 = add nuw nsw i32 %75, 1
  %108 = icmp eq i32 %107, 64
  br i1 %108, label %111, label %74, !llvm.loop !21

109:                                              ; preds = %111
  %110 = icmp eq i32 %118, 2016
  br i1 %110, label %122, label %121

111:                                              ; preds = %104, %111
  %112 = phi i32 [ %119, %111 ], [ 0, %104 ]
  %113 = phi i32 [ %118, %111 ], [ 0, %104 ]
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %112
  %115 = load i8, i8* %114, align 1, !tbaa !16
  %116 = and i8 %115, 127
  %117 = zext i8 %116 to i32
  %118 = add nuw nsw i32 %113, %117
  %119 = add nuw nsw i32 %112, 1
  %120 = icmp eq i32 %119, 64
  br i1 %120, label %109, label %111, !llvm.loop !22

121:                                              ; preds = %109
  call void @abort() #2
  br label %122

122:                                              ; preds = %121, %109
  %123 = xor i32 %105, %25
  %124 = shl i32 %106, 8
  %125 = xor i32 %123, %124
  %126 = mul i32 %125, 16777619
  %127 = add nuw nsw i32 %26, 1
  %128 = icmp eq i32 %127, 6
  br i1 %128, label %27, label %24, !llvm.loop !23

129:                                              ; preds = %27, %167
  %130 = phi i32 [ 0, %27 ], [ %169, %167 ]
  %131 = phi i64 [ %28, %27 ], [ %168, %167 ]
  %132 = icmp ult i32 %130, 8
  br i1 %132, label %162, label %133

133:                                              ; preds = %129
  %134 = add nuw nsw i32 %130, 1
  %135 = xor i32 %130, -1
  %136 = urem i32 %135, %134
  br label %137

137:                                              ; preds = %158, %133
  %138 = phi i64 [ %131, %133 ], [ %141, %158 ]
  %139 = phi i32 [ undef, %133 ], [ %159, %158 ]
  %140 = mul i64 %138, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = lshr i64 %138, 45
  %143 = lshr i64 %138, 27
  %144 = xor i64 %142, %143
  %145 = trunc i64 %144 to i32
  %146 = lshr i64 %138, 59
  %147 = trunc i64 %146 to i32
  %148 = icmp eq i32 %147, 0
  %149 = sub nuw nsw i32 32, %147
  %150 = shl i32 %145, %149
  %151 = lshr i32 %145, %147
  %152 = and i32 %150, -1431655766
  %153 = select i1 %148, i32 0, i32 %152
  %154 = xor i32 %153, %151
  %155 = icmp ult i32 %154, %136
  br i1 %155, label %158, label %156

156:                                              ; preds = %137
  %157 = urem i32 %154, %134
  br label %158

158:                                              ; preds = %156, %137
  %159 = phi i32 [ %157, %156 ], [ %139, %137 ]
  br i1 %155, label %137, label %160, !llvm.loop !18

160:                                              ; preds = %158
  store i64 %141, i64* @pcg_state, align 8, !tbaa !14
  %161 = icmp ult i32 %159, 8
  br i1 %161, label %162, label %167

162:                                              ; preds = %160, %129
  %163 = phi i32 [ %130, %129 ], [ %159, %160 ]
  %164 = phi i64 [ %131, %129 ], [ %141, %160 ]
  %165 = trunc i32 %130 to i16
  %166 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %163
  store i16 %165, i16* %166, align 2, !tbaa !24
  br label %167

167:                                              ; preds = %162, %160
  %168 = phi i64 [ %141, %160 ], [ %164, %162 ]
  %169 = add nuw nsw i32 %130, 1
  %170 = icmp eq i32 %169, 500
  br i1 %170, label %173, label %129, !llvm.loop !26

171:                                              ; preds = %173
  %172 = and i32 %180, 2147483647
  ret i32 %172

173:                                              ; preds = %167, %173
  %174 = phi i32 [ %181, %173 ], [ 0, %167 ]
  %175 = phi i32 [ %180, %173 ], [ %126, %167 ]
  %176 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %174
  %177 = load i16, i16* %176, align 2, !tbaa !24
  %178 = zext i16 %177 to i32
  %179 = xor i32 %175, %178
  %180 = mul i32 %179, 16777619
  %181 = add nuw nsw i32 %174, 1
  %182 = icmp eq i32 %181, 8
  br i1 %182, label %171, label %173, !llvm.loop !27
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !9, i64 0}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !9, i64 0}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
